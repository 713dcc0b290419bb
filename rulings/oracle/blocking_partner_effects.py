"""What "Whenever this creature blocks or becomes blocked by a creature, ..." (triggered.blocking_a_creature:
once for each creature it blocks or that blocks it, 2026 509.3b, 509.3d; 2007 309.3) does to "that
creature", the other creature of the block (the engine's event object, "it"):

- "that creature can't be regenerated this turn" (Lim-Dûl's Cohort: 2026 701.19a; 2007 419.6b);
- "that creature loses first strike until end of turn" (Talruum Champion): the ability resolves in the
  declare blockers step, before any combat damage is dealt (2026 510.4);
- "that creature becomes green" (Aisling Leprechaun; "This effect lasts indefinitely.": no duration);
- "put that creature on top of its owner's library" (Elven Warhounds);
- "that creature loses all abilities until end of turn" (Barrow-Blade), "the other creature gains first strike until
  end of turn" (Mammoth Harness), "that creature doesn't untap during its controller's next untap step" (Shield of the
  Righteous).

"Whenever equipped / enchanted creature blocks or becomes blocked by a creature" (Barrow-Blade, Mammoth Harness; "by
a non-Wall creature", Venom; "by a Vampire", Wooden Stake; "blocks a creature", Shield of the Righteous; "becomes
blocked by a creature", Infiltration Lens) is that trigger for the creature the Equipment or Aura is
attached to as it blocks or becomes blocked (the engine's triggers._is_the_creature): "that creature" / "the other
creature" / "that Vampire" is the other creature of the block.

Each is the sentence the templates read of "target creature", with that creature in place of the
target; the ability has no target, so nothing is chosen as it is put on the stack and the instruction
follows the creature as it is when the ability resolves (nothing if it has left the battlefield).
Anything else said of that creature stays with other templates or text only."""
from __future__ import annotations

import re

from .registry import Effect, NotUnderstood, ability_template, effect_template, parse_sentence
from .triggered import EVENT_CREATURE, _attaches, _that_creature, _triggered

#: the instructions read of "target creature" that may take the event's creature instead, and the field naming it
_FOLLOWED = {"cant_be_regenerated": "what", "lose_ability": "to", "set_colors": "to", "put_on_library": "what", "gain_ability": "to",
             "doesnt_untap_next": "what"}


def _as_target_sentence(eff, m) -> None:
    inner = Effect(eff.card)
    parse_sentence(inner, re.sub(EVENT_CREATURE, "target creature", m.group(0), count=1))
    if inner.targets != ["creature"] or len(inner.steps) != 1:
        raise NotUnderstood(m.group(0))
    st = dict(inner.steps[0])
    field = _FOLLOWED.get(st.get("do"))
    if field is None or st.get(field) != "target:0" or "target:0" in str({k: v for k, v in st.items() if k != field}):
        raise NotUnderstood(m.group(0))
    st[field] = "it"
    eff.steps.append(st)


@effect_template(rf"{EVENT_CREATURE} (can't be regenerated this turn|loses first strike until end of turn|becomes green"
                 r"|gains first strike until end of turn|doesn't untap during its controller's next untap step)")
def event_creature_rider(eff, m):
    _as_target_sentence(eff, m)


@effect_template(rf"put {EVENT_CREATURE} on top of its owner's library")
def event_creature_on_top(eff, m):
    _as_target_sentence(eff, m)


@effect_template(rf"{EVENT_CREATURE} loses all abilities until end of turn")
def event_creature_loses_all_abilities(eff, m):
    eff.steps.append({"do": "lose_all_abilities", "to": "it", "until": "end_of_turn"})


@ability_template(r"Whenever (enchanted|equipped) creature (blocks or becomes blocked by|blocks|becomes blocked by) (a|an) "
                  r"(creature|non-?[A-Za-z]+ creature|[A-Z][a-z]+), ([^\"]+)")
def attached_creature_blocking_a_creature(card, m):
    """Once for each creature it blocks or that blocks it, as triggered.blocking_a_creature for the creature itself;
    an Equipment's "equipped creature", an Aura's "enchanted creature"."""
    from rulings.engine.creature_types import CREATURE_TYPES
    from .damage_destroys import _article, _other
    who, events, article, desc, text = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
    if not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    if desc == "creature":
        other = {}
    elif desc.endswith(" creature"):
        other = _other(desc[: -len(" creature")])
        if not other or "subtypes" in other:
            raise NotUnderstood(m.group(0))
    elif desc in CREATURE_TYPES:
        other = {"subtypes": [desc]}
        text = re.sub(rf"\b[Tt]hat {desc}\b", "that creature", text)
    else:
        raise NotUnderstood(m.group(0))
    _article(desc, article)
    text = _that_creature(re.sub(r"\b[Tt]he other creature\b", "that creature", text))
    out = []
    for ev in {"blocks": ("blocks_a_creature",), "becomes blocked by": ("becomes_blocked_by",)}.get(events, ("blocks_a_creature", "becomes_blocked_by")):
        out += _triggered(card, {"event": ev, "who": who, **({"other": other} if other else {})}, text)
    return out
