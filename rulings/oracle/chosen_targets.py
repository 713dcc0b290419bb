"""'Choose target [something]. [What happens to that creature / that player / it]' (Reptilian
Recruiter, Mandate of Abaddon, Sen Triplets, Longstalk Brawl, Blast of Genius).

"Choose target creature" chooses the target as the spell is cast or the ability put on the stack
(2026 601.2c / 602.2b; 2007 409.1c / 410.1b) like any other target phrase; the word "choose" does
nothing more. The sentences after it say what happens to it: "that creature", "it", "that
player", "the chosen creature" mean the chosen target (2026 115.1 / 2007 415.1), so this template
only records the target and the sentences that follow are read by the templates that know them.

Precision: the paragraph's later sentences may name no other target ("Destroy target land that
player controls" would make "it" ambiguous for the templates), the chosen target must be the last
one named before each referent (`Effect.last_target`), and a referent the templates can't place
(a phrase the engine has no word for) leaves the text "text only". "Choose target ... and target
... " names two targets; "the creature you control" / "those creatures" then mean them in order.
"""
from __future__ import annotations

import re

from . import targets
from .object_referents import _OTHER_OBJECT
from .registry import Effect, NotUnderstood, effect_template, parse_sentence, pass_on

_T = targets.TARGET_RE


def _rest(eff, sentence: str) -> str:
    """The text after the choosing sentence in its paragraph (as printed); NotUnderstood if the
    paragraph can't be found."""
    for p in eff.card.paragraphs:
        at = p.find(sentence + ".")
        if at >= 0:
            return p[at + len(sentence) + 1:]
    raise NotUnderstood(sentence)


def _no_later_target(eff, sentence: str) -> None:
    rest = re.sub(r"\([^)]*\)", "", _rest(eff, sentence))
    if re.search(r"\btargets?\b", rest, re.IGNORECASE):
        raise NotUnderstood(sentence)
    if not rest.strip():
        raise NotUnderstood(sentence)  # a target chosen and nothing done with it


@effect_template(rf"choose ({_T})")
def choose_target(eff, m):
    """ "Choose target creature": its target, and nothing else (the sentences after say what happens)."""
    if eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))  # chosen as the first thing the effect says
    _no_later_target(eff, m.group(0))
    spec = targets.spec(m.group(1))
    eff.chosen = [eff.target(spec)]
    eff.chosen_specs = [spec]
    eff.chosen_rest = _rest(eff, m.group(0))
    eff.chosen_phrases = [" ".join(m.group(1).lower().split())]


_YOURS = "target creature you control"
_THEIRS = ("target creature you don't control", "target creature an opponent controls")


@effect_template(rf"choose ({_T}) and ({_T})")
def choose_two_targets(eff, m):
    """ "Choose target creature you control and target creature you don't control" (Longstalk Brawl):
    two targets, "the creature you control" the first and "the creature you don't control" (or "an
    opponent controls") the second; "those creatures" both."""
    yours, theirs = (" ".join(g.lower().split()) for g in m.groups())
    if eff.steps or eff.targets or yours != _YOURS or theirs not in _THEIRS:
        raise NotUnderstood(m.group(0))
    _no_later_target(eff, m.group(0))
    specs = [targets.spec(yours), targets.spec(theirs)]
    eff.chosen = [eff.target(specs[0]), eff.target(specs[1])]
    eff.chosen_specs = specs
    eff.chosen_phrases = [yours, theirs]
    eff.chosen_rest = _rest(eff, m.group(0))
    eff.__class__ = _TwoChosen  # "it" / "that creature" is neither of them for the other templates


class _TwoChosen(Effect):
    """An effect after "Choose target ... and target ...": no template may read "it" or "that
    creature" as the last target named (which of the two the words mean, the text doesn't say)."""

    @property
    def last_target(self):
        raise NotUnderstood("it")


@effect_template(r"(?:then )?those creatures fight each other")
def those_creatures_fight(eff, m):
    """ "Then those creatures fight each other": the two chosen creatures fight (2026 701.14a; 2007 has
    no keyword action: the same two damage events the older wording "each deals damage equal to its
    power to the other" says), as "Target creature you control fights target creature you don't
    control" (damage_triggers.py)."""
    chosen = getattr(eff, "chosen", None)
    if not chosen or len(chosen) != 2:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "fight", "by": chosen[0], "to": chosen[1]})


@effect_template(r"(.+) if the gift was promised")
def chosen_if_gift(eff, m):
    """ "Put a +1/+1 counter on the creature you control if the gift was promised" (Longstalk Brawl):
    read as "If the gift was promised, put ..." (optional_additional_costs.py)."""
    if not getattr(eff, "chosen", None):
        return pass_on(eff, m, chosen_if_gift)
    rest = m.group(1)
    parse_sentence(eff, f"If the gift was promised, {rest[:1].lower()}{rest[1:]}")


@effect_template(r"its owner shuffles it into their library")
def owner_shuffles_chosen(eff, m):
    """ "Choose target artifact or enchantment. Its owner shuffles it into their library" (Unravel
    the Aether): the chosen permanent goes into its owner's library, then that library is shuffled
    (rulings/engine/shuffle_into_library.py)."""
    chosen = getattr(eff, "chosen", None)
    if not chosen or len(chosen) != 1 or eff.last_target != chosen[0] or not targets.is_permanent(eff.chosen_specs[0]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "shuffle_into_library", "what": chosen[0]})


@effect_template(rf"the owner of ({_T}) shuffles it into their library")
def owner_of_target_shuffles(eff, m):
    """ "The owner of target permanent shuffles it into their library" (the same instruction, the
    target named in the sentence)."""
    if not targets.is_permanent(targets.spec(m.group(1))):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "shuffle_into_library", "what": eff.target(targets.spec(m.group(1)))})


@effect_template(r"you get ((?:\{E\})+), then you may pay any amount of \{E\}")
def get_energy_then_pay_any_amount(eff, m):
    """ "Choose target creature. You get {E}{E}{E}, then you may pay any amount of {E}" (Harnessed
    Lightning): the energy, then how much of it is paid, chosen as the spell resolves
    (rulings/engine/energy_payment.py); only "~ deals that much damage to that creature" may follow."""
    chosen = getattr(eff, "chosen", None)
    if not chosen or len(chosen) != 1 or eff.steps:
        raise NotUnderstood(m.group(0))
    eff.steps += [{"do": "get_energy", "amount": m.group(1).count("{E}")}, {"do": "pay_any_amount_of_energy"}]


@effect_template(r"~ deals that much damage to (that creature|that permanent)")
def that_much_energy_damage(eff, m):
    """ "~ deals that much damage to that creature": as much damage as the {E} paid just before."""
    chosen = getattr(eff, "chosen", None)
    if not chosen or len(chosen) != 1 or not eff.steps or eff.steps[-1].get("do") != "pay_any_amount_of_energy" \
            or not _fits(m.group(1), eff.chosen_specs[0]) or not targets.is_damageable(eff.chosen_specs[0]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": {"count": "energy_paid_this_way"}, "to": chosen[0]})


@effect_template(r"(?:the|that) creature gets ([+-]\d+)/([+-]\d+) until end of turn for each \{E\} paid this way")
def pump_for_each_energy_paid(eff, m):
    """ "The creature gets -1/-1 until end of turn for each {E} paid this way" (Die Young): the chosen
    creature, the number paid counted once (rulings/engine/pump_for_each.py, 2026 608.2h)."""
    chosen = getattr(eff, "chosen", None)
    if not chosen or len(chosen) != 1 or not eff.steps or eff.steps[-1].get("do") != "pay_any_amount_of_energy" \
            or not targets.is_creature(eff.chosen_specs[0]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "pump_for_each", "power": int(m.group(1)), "toughness": int(m.group(2)),
                      "count": {"count": "energy_paid_this_way"}, "to": chosen[0], "until": "end_of_turn"})


@effect_template(r"counter that spell unless its controller pays \{1\} for each \{E\} paid this way")
def counter_unless_pays_for_each_energy(eff, m):
    """ "Counter that spell unless its controller pays {1} for each {E} paid this way" (Aether Spike):
    the chosen spell, {1} for each {E} just paid (effects/unless.py; 2026 608.2d)."""
    chosen = getattr(eff, "chosen", None)
    if not chosen or len(chosen) != 1 or not eff.steps or eff.steps[-1].get("do") != "pay_any_amount_of_energy" \
            or not targets.is_spell(eff.chosen_specs[0]):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "counter_unless_pays", "what": chosen[0], "amount": {"count": "energy_paid_this_way"}})


#: the words that point back at the chosen target (2026 115.1 / 2007 415.1: "that creature" is the target)
_REFERENT = re.compile(r"\b(?:that (?:creature|player|permanent|spell|land|artifact|enchantment|planeswalker|opponent)"
                       r"|the chosen (?:creature|player|permanent|spell|land|artifact|enchantment|planeswalker|opponent)"
                       r"|it)\b(?!')", re.IGNORECASE)


def _fits(word: str, spec) -> bool:
    """The referent's noun names the chosen target's kind ("that player" for a player, "that creature" for a creature)."""
    noun = word.lower().split()[-1]
    if noun == "it":
        return True
    if noun in ("player", "opponent"):
        return spec in ("player", "opponent") or isinstance(spec, dict) and set(spec) == {"player"}
    if noun == "spell":
        return targets.is_spell(spec)
    if noun == "permanent":
        return targets.is_permanent(spec)
    if noun == "creature":
        return targets.is_creature(spec)
    return isinstance(spec, dict) and spec.get("types") == [targets.TYPES[noun]] and targets.is_permanent(spec)


def _remap(value, old: set, new: str):
    if isinstance(value, str):
        return new if value in old else value
    if isinstance(value, list):
        return [_remap(v, old, new) for v in value]
    if isinstance(value, dict):
        return {k: _remap(v, old, new) for k, v in value.items()}
    return value


@effect_template(r"(.*\b(?:that|the chosen|it)\b.*)")
def chosen_referent(eff, m):
    """A sentence after "Choose target ..." that points at the chosen target ("Put a +1/+1 counter
    on that creature", "Destroy it"): read as if it named the target itself (the same object, and
    no new target: the words become the target phrase, and the target that phrase adds is the
    chosen one)."""
    chosen = getattr(eff, "chosen", None)
    sentence = m.group(0)
    if not chosen or len(chosen) != 1 or getattr(eff, "rereading", False) or eff.last_target != chosen[0]:
        return pass_on(eff, m, chosen_referent)
    words = _REFERENT.findall(sentence)
    if not words or not all(_fits(w, eff.chosen_specs[0]) for w in words):
        return pass_on(eff, m, chosen_referent)
    _reread(eff, sentence, _REFERENT.sub(eff.chosen_phrases[0], sentence), len(words), 0)


#: "the creature you control" / "the creature you don't control" of a pair of chosen targets
_PAIR = re.compile(r"\bthe creature (you control|you don't control|an opponent controls)\b", re.IGNORECASE)


@effect_template(r"(.*\bthe creature (?:you control|you don't control|an opponent controls)\b.*)")
def chosen_pair_referent(eff, m):
    """ "The creature you control gets +2/+1 until end of turn" after "Choose target creature you control
    and target creature you don't control": the first chosen target (the second for "the creature you
    don't control"), read as the single-target sentence is. Every referent of the sentence must be the
    same one of the two, and no "it" or "that creature" (which of them?) may be in it."""
    chosen = getattr(eff, "chosen", None)
    sentence = m.group(0)
    if not chosen or len(chosen) != 2 or getattr(eff, "rereading", False):
        return pass_on(eff, m, chosen_pair_referent)
    if _REFERENT.search(sentence) or re.search(r"\b(?:its|they|them|their|those)\b", sentence, re.IGNORECASE):
        raise NotUnderstood(sentence)
    found = _PAIR.findall(sentence)
    which = {0 if f.lower() == "you control" else 1 for f in found}
    if len(which) != 1:
        raise NotUnderstood(sentence)
    i = which.pop()
    if i == 1 and f"target creature {found[0].lower()}" != eff.chosen_phrases[1]:
        raise NotUnderstood(sentence)  # "the creature an opponent controls" after "you don't control"
    _reread(eff, sentence, _PAIR.sub(eff.chosen_phrases[i], sentence), len(found), i)


def _nothing_else_named(eff, sentence: str, referents: re.Pattern) -> None:
    """Between the choosing sentence and the last referent, no other object is named ("Create a 1/1
    token. Put a +1/+1 counter on it": "it" is the token): the referent can only be the chosen target."""
    words = sentence.replace("~", eff.card.name)
    rest = eff.chosen_rest
    at = rest.lower().find(words.lower())
    if at < 0:
        raise NotUnderstood(sentence)
    last = list(referents.finditer(words))[-1]
    before = referents.sub(" ", rest[:at] + words[:last.start()]).replace(eff.card.name, "~")
    if _OTHER_OBJECT.search(before) or re.search(r"\b(?:that|those)\b", before, re.IGNORECASE):
        raise NotUnderstood(sentence)


def _reread(eff, sentence: str, rewritten: str, count: int, i: int) -> None:
    """The sentence with its referents written as the chosen target's phrase, through the templates;
    the targets that phrase added are the chosen one (`eff.chosen[i]`), not new ones."""
    chosen = eff.chosen
    _nothing_else_named(eff, sentence, _PAIR if len(chosen) == 2 else _REFERENT)
    before_targets, before_steps = len(eff.targets), len(eff.steps)
    eff.rereading = True
    try:
        parse_sentence(eff, rewritten)
    finally:
        eff.rereading = False
    added = eff.targets[before_targets:]
    if len(added) != count or any(t != eff.chosen_specs[i] for t in added):
        raise NotUnderstood(sentence)  # a template that read the phrase as something else
    old = {f"target:{k}" for k in range(before_targets, len(eff.targets))}
    del eff.targets[before_targets:]
    eff.steps[before_steps:] = _remap(eff.steps[before_steps:], old, chosen[i])
