"""Gaining control of every permanent a description names, Insurrection's kin: "Untap all creatures and gain
control of them until end of turn. They gain haste until end of turn." (Insurrection), "Gain control of all
creatures until end of turn. Untap them. They gain haste until end of turn." (Rowan, Fearless Sparkmage's −9),
"Gain control of all artifacts your opponents control until end of turn. Untap them. ..." (Broadcast
Takeover), "Gain control of all creatures with power 4 or greater until end of turn. Untap those creatures. ..."
(Mob Rule's modes), "gain control of all Dragons, then untap all Dragons" (Karrthus, Tyrant of Jund: for good,
no duration stated: 2007 418.3a; 2026 611.2a).

Each permanent the description names as it resolves (the set fixed then: 2007 418.3b; 2026 611.2c; not
targeted, so protection doesn't matter) gets a control-changing effect (layer 2: 2007 418.5a; 2026 613.1b)
and then, for the sentences after it, is untapped and gains haste until end of turn: one `for_each` whose
instructions name each permanent ("it") in turn, as "them" / "those creatures" are those permanents.

Precision: a description the target grammar reads whole (described.py); "those creatures" / "those artifacts"
only after a description of creatures / artifacts alone; "untap them" and "they gain haste" only right after
the sentence gaining control of them (else the sentence goes to the templates after these); "all creatures
target opponent controls" for good is planeswalker_those.py's; a description with a player of its own ("you
own", "that player controls"), "you control" or a duration other than "until end of turn" stays text only.
"""
from __future__ import annotations

from .described import described
from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, pass_on

_PHRASE = r"([A-Za-z0-9 ,'-]+?)"
_KINDS = {"creatures": ["Creature"], "artifacts": ["Artifact"], "permanents": None, "lands": ["Land"]}


def _filter(eff, phrase: str) -> dict:
    if " target " in f" {phrase.lower()} " or " own" in f" {phrase.lower()}" or "that player" in phrase.lower():
        raise NotUnderstood(phrase)
    found = described(eff, phrase)
    if found.get("controller") == "you" or found.get("you_control"):
        raise NotUnderstood(phrase)  # "all creatures you control": no real card gains control of its controller's own
    return found


def _gain_steps(until: bool) -> list[dict]:
    step = {"do": "give_control", "what": "it", "to": "you"}  # the log cites layer 2 and the duration
    if until:
        step["until"] = "end_of_turn"
    return [step]


@effect_template(rf"gain control of all {_PHRASE}( until end of turn)?")
def gain_control_of_all(eff, m):
    """ "Gain control of all creatures until end of turn", "Gain control of all Dragons"."""
    phrase = m.group(1)
    if " target " in f" {phrase.lower()} ":
        return pass_on(eff, m, gain_control_of_all)  # "... target opponent controls": planeswalker_those.py
    eff.steps.append({"do": "for_each", "permanents": _filter(eff, phrase), "effect": _gain_steps(bool(m.group(2)))})


@effect_template(rf"untap all {_PHRASE} and gain control of them until end of turn")
def untap_all_and_gain_control(eff, m):
    """Insurrection: each permanent untapped, then under its new controller."""
    eff.steps.append({"do": "for_each", "permanents": _filter(eff, m.group(1)),
                      "effect": [{"do": "untap", "what": "it"}, *_gain_steps(True)]})


@effect_template(rf"gain control of all {_PHRASE}, then untap all {_PHRASE}")
def gain_control_then_untap_all(eff, m):
    """Karrthus, Tyrant of Jund's "gain control of all Dragons, then untap all Dragons": the same description
    twice, read again for the untapping (all of them are yours by then)."""
    if m.group(1).lower() != m.group(2).lower():
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": _filter(eff, m.group(1)), "effect": _gain_steps(False)})
    eff.steps.append({"do": "for_each", "permanents": _filter(eff, m.group(2)), "effect": [{"do": "untap", "what": "it"}]})


def _gained_all(eff, words: str) -> dict | None:
    """The `for_each` of the sentence just before, if it gained control of each permanent it names and
    `words` ("them", "those creatures", "those artifacts", "those permanents") fit its description."""
    # the last step, the only one of its sentence ("Untap them" before "They gain haste" adds no step of its own)
    before = eff.steps[-1:] if len(eff.steps) - 1 in eff.sentence_starts[:-1] else []
    if len(before) != 1 or before[0].get("do") != "for_each" or "permanents" not in before[0] or "controlled_by" in before[0] \
            or not any(s.get("do") == "give_control" and s.get("what") == "it" for s in before[0]["effect"]):
        return None
    kind = words.split()[-1]
    if kind != "them" and _KINDS.get(kind, "x") != before[0]["permanents"].get("types") and kind != "permanents":
        return None
    return before[0]


@effect_template(r"untap (them|those creatures|those artifacts|those permanents)")
def untap_those_gained(eff, m):
    found = _gained_all(eff, m.group(1).lower())
    if found is None or any(s.get("do") == "untap" for s in found["effect"]):
        return pass_on(eff, m, untap_those_gained)
    found["effect"] = [*found["effect"], {"do": "untap", "what": "it"}]


@effect_template(r"(they|those creatures|those permanents|those artifacts) gain haste until end of turn")
def those_gained_gain_haste(eff, m):
    found = _gained_all(eff, "them" if m.group(1).lower() == "they" else m.group(1).lower())
    if found is None or any(s.get("do") == "gain_ability" for s in found["effect"]):
        return pass_on(eff, m, those_gained_gain_haste)
    found["effect"] = [*found["effect"], {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "it",
                                          "until": "end_of_turn"}]


# tried before tapping.py's "untap them" (creatures of a "for each" only) and the other readings of these words
for _fn in (those_gained_gain_haste, untap_those_gained, untap_all_and_gain_control, gain_control_of_all, gain_control_then_untap_all):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
