"""More static prevention paragraphs of permanents (2007: 419.1d, 419.7a; 2026: 615.1a, 615.10;
the engine's prevention_statics.py and widened_statics.py):

- "Prevent all [noncombat] damage that would be dealt to [other] creatures you control." (Mark of
  Asylum, Tajic, Legion's Edge), "... to creature tokens you control." (Emmara Tandris), "... to
  creatures." and "... to you and other permanents you control." (The Wanderer), "... to you and
  creatures you control.";
- "Prevent all damage that would be dealt to you." (Glacial Chasm);
- "Prevent all damage that would be dealt to ~ by artifact sources / artifact creatures / creatures
  with first strike / creatures it's blocking." (Argothian Treefolk, Argothian Pixies, Tresserhorn
  Skyknight, Wall of Vapor), "Prevent all combat damage ... to ~ by creatures blocking it.";
- "If a source would deal damage to you / to equipped creature / to you or a creature you control,
  prevent N of that damage." (Urza's Armor, Shield of the Realm): N of each damage event (2026
  615.10).

Each is a static ability, so only on a permanent; "other" means other than that permanent.
Wordings these don't read whole ("other attacking Soldiers you control", "... by Walls", "prevent
half that damage", "prevent X of that damage, where X ...") stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .text import NUMBER, amount


def _static(card, m) -> None:
    """A static ability works only on the battlefield: not on an instant or sorcery."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))


def _prevention(**rep) -> dict:
    return {"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent", **rep}}


_TO = {"you": "you", "creatures": "creatures", "creatures you control": "creatures_you_control",
       "other creatures you control": "other_creatures_you_control", "creature tokens you control": "creature_tokens_you_control",
       "you and creatures you control": "you_and_creatures_you_control",
       "you and other permanents you control": "you_and_other_permanents_you_control"}


@ability_template(r"Prevent all (noncombat |combat )?damage that would be dealt to (you|creatures|creatures you control|other creatures you control"
                  r"|creature tokens you control|you and creatures you control|you and other permanents you control)\.")
def prevent_all_damage_to_described(card, m) -> list[dict]:
    """What fits the words as the damage would be dealt, "you" being the permanent's controller."""
    _static(card, m)
    kind = {"noncombat ": {"noncombat": True}, "combat ": {"combat": True}}.get(m.group(1) or "", {})
    return [_prevention(what=_TO[m.group(2)], **kind)]


_BY = {"artifact sources": "artifact_sources", "artifact creatures": "artifact_creatures",
       "creatures with first strike": "creatures_with_first_strike", "creatures it's blocking": "creatures_it_blocks",
       "creatures blocking it": "creatures_blocking_it"}


@ability_template(r"Prevent all (combat )?damage that would be dealt to ~ by (artifact sources|artifact creatures|creatures with first strike"
                  r"|creatures it's blocking|creatures blocking it)\.")
def prevent_all_damage_to_self_by(card, m) -> list[dict]:
    """The damage those sources would deal to this permanent (a creature: an Aura or Equipment's
    "~" would be itself, never dealt such damage)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [_prevention(what="self", by=_BY[m.group(2)], **({"combat": True} if m.group(1) else {}))]


_COUNT_TO = {"you": "you", "equipped creature": "equipped", "~": "self",
             "you or a creature you control": "you_and_creatures_you_control"}


@ability_template(rf"If a source would deal damage to (you|equipped creature|~|you or a creature you control), "
                  rf"prevent ({NUMBER}) of that damage\.")
def prevent_some_of_each_damage(card, m) -> list[dict]:
    """N of each damage event dealt to that recipient, whatever its source (2026 615.10)."""
    _static(card, m)
    n = amount(m.group(2))
    if not isinstance(n, int) or not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    to = _COUNT_TO[m.group(1)]
    if to == "equipped" and "Equipment" not in card.subtypes or to == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [_prevention(what=to, count=n)]


# --- "The next time a black or red / an artifact source of your choice would deal damage to you this turn, prevent that damage" ---
from .registry import effect_template  # noqa: E402
from .targets import DAMAGE_TARGETS, TARGET_RE, ref  # noqa: E402

_COLOR = r"(white|blue|black|red|green)"


@effect_template(rf"the next time (?:a {_COLOR} or {_COLOR}|an (artifact)) source of your choice would deal damage to (you|{TARGET_RE})"
                 r" this turn, prevent that damage")
def next_time_source_of_a_kind(eff, m):
    """Greater Realm of Preservation, Circle of Protection: Artifacts: the one-color Circle's shield
    (damage_triggers.py) for a source of either color, or an artifact source; the source is chosen as
    the effect is created and rechecked as it would deal damage (2007: 419.8a-b; 2026: 609.7a-b)."""
    first, second, artifact, to = m.groups()
    if not artifact and first == second:  # "a red or red source" is no wording
        raise NotUnderstood(m.group(0))
    step = {"do": "prevent_damage_from_source", "to": "you" if to == "you" else ref(eff, to, DAMAGE_TARGETS)}
    if artifact:
        step["artifact_source"] = True
    else:
        step["either_color"] = [first, second]
    eff.steps.append(step)


# --- "Target creature gets +2/+0 until end of turn. Regenerate it." ---
from .targets import is_creature  # noqa: E402


@effect_template(r"regenerate (it|that creature)")
def regenerate_the_target(eff, m):
    """Boon of Erebos, Necrobite, Butcher's Glee: a regeneration shield (2007: 419.6b; 2026: 701.19a)
    on the creature the sentence before targeted and only pumped or gave abilities to (not one a
    flicker or return made a new object, 400.7; not after "up to one", where "it" may be none)."""
    before = eff.steps[eff.sentence_starts[-2]:eff.sentence_starts[-1]] if len(eff.sentence_starts) >= 2 else []
    last = eff.last_target
    if not before or last is None or not is_creature(eff.targets[int(last[7:])]) \
            or any(st.get("do") in ("remove_from_game", "return_to_play", "destroy", "sacrifice", "gain_control") for st in eff.steps) \
            or not all(last in (st.get("what"), st.get("to")) for st in before):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "regenerate", "what": last})


# --- "Prevent all damage a source of your choice would deal this turn." ---
@effect_template(r"prevent all damage a source of your choice would deal this turn")
def prevent_all_damage_of_chosen_source(eff, m):
    """Pay No Heed; Prahv, Spires of Order: the source is chosen as the effect is created (the
    action's choice `source`; 2007: 419.8a; 2026: 609.7a) and all the damage it would deal this
    turn, to anything, is prevented (the engine's chosen_source_all.py)."""
    eff.steps.append({"do": "prevent_all_damage_from_chosen_source"})


# --- "Prevent all combat damage that would be dealt this turn by target attacking creature with flying." ---
@effect_template(rf"prevent all (combat )?damage that would be dealt this turn (to|by|to and dealt by) ({TARGET_RE}|~|it|that creature)")
def prevent_all_damage_this_turn_to_or_by(eff, m):
    """Songstitcher: "this turn" said before "to" / "by", the same prevention effect on that creature
    until end of turn as replacements.py's "... dealt to target creature this turn" (2007: 419.7a;
    2026: 615.1a). A target that isn't one creature ("up to two target creatures") stays text only."""
    from .targets import CREATURE_TARGETS
    if " or " in m.group(3) or "up to" in m.group(3):
        raise NotUnderstood(m.group(0))
    what = ref(eff, m.group(3), CREATURE_TARGETS + ("~",))
    if what.startswith("target:") and not is_creature(eff.targets[int(what[7:])]) or what == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    dealt = {"to": "to", "by": "by", "to and dealt by": "to_and_by"}[m.group(2)]
    eff.steps.append({"do": "prevent_all_damage_this_turn", "what": what, "dealt": dealt, **({"combat": True} if m.group(1) else {})})
