"""Tapping and untapping (2007 302.2, 418.3; 2026 502.3, 611.2, 701.26):
- "Creatures you control get +1/+2 until end of turn. Untap those creatures." (Gleam of Resistance),
  "... Untap them." (Rally to Battle, Leo's Guidance): the same creatures the sentence before
  affected, each as it was chosen then (the set of "for each" fixed as it resolves, or the targets);
- "Tap target land. It doesn't untap during its controller's untap step for as long as this creature
  remains tapped." (Mole Worms, Rust Tick) and "That creature doesn't untap during its controller's
  untap step for as long as you control this creature." (Dungeon Geists): right after the sentence
  that tapped that one target, an effect lasting as the source does (rulings/engine/effects/doesnt_untap.py;
  2007 418.3d; 2026 611.2b);
- "Detain target creature an opponent controls" (Azorius Arrester), "Detain up to two target creatures
  your opponents control" (2026 701.35a; rulings/engine/detain.py);
- "Tap any number of untapped creatures you control. You gain 4 life / ~ gets +1/+1 until end of turn for
  each creature tapped this way." (Harmony of Nature, Orphans of the Wheat) and "Untap up to three lands"
  (Frantic Search): chosen as it resolves (2007 413.2c; 2026 608.2d; rulings/engine/effects/tap_any_number.py);
- "Untap two target lands" (Argothian Elder): N targets of one word "target" (2007 409.1c; 2026 115.3);
- "Whenever ~ attacks, it doesn't untap during its controller's next untap step" (Lead Golem) and a
  spell's "Lands you control don't untap during your next untap step" (Bontu's Last Reckoning);
- statics: "Islands don't untap during their controllers' untap steps" (Choke; doesnt_untap_statics.py)
  and "Untap this creature / all permanents you control during each other player's untap step"
  (Seedborn Muse; untap_during_others.py)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template
from .targets import PERMANENT_TARGETS, TARGET_RE, is_creature, ref
from .up_to import _N as _UP_TO, PHRASE as _PHRASE

#: what the instructions of the sentence before name as the object they act on
_OBJECT_KEYS = ("to", "what")


def _previous_sentence(eff) -> list[dict]:
    if len(eff.sentence_starts) < 2:
        return []
    return eff.steps[eff.sentence_starts[-2]:eff.sentence_starts[-1]]


def _object_of(step: dict) -> str | None:
    found = [step[k] for k in _OBJECT_KEYS if k in step]
    return found[0] if len(found) == 1 and isinstance(found[0], str) else None


@effect_template(r"untap (those creatures|them)")
def untap_those_creatures(eff, m):
    """ "Untap those creatures" / "Untap them" after a sentence that did something to creatures: to
    each creature "for each" chose as it resolved ("Creatures you control get +1/+1 until end of
    turn": its set fixed then, 2007 418.3b; 2026 611.2c), or to each creature target of it. Anything
    else before it (a player, a mix, a card) stays text only."""
    before = _previous_sentence(eff)
    if len(before) == 1 and before[0].get("do") == "for_each" and "creatures" in before[0] \
            and before[0].get("effect") and all(_object_of(s) == "it" for s in before[0]["effect"]):
        before[0]["effect"] = [*before[0]["effect"], {"do": "untap", "what": "it"}]
        return
    refs = [_object_of(s) for s in before]
    if not refs or any(r is None or not r.startswith("target:") for r in refs):
        raise NotUnderstood(m.group(0))
    seen = list(dict.fromkeys(refs))
    if any(not is_creature(eff.targets[int(r.split(":")[1])]) for r in seen):
        raise NotUnderstood(m.group(0))
    eff.steps += [{"do": "untap", "what": r} for r in seen]


@effect_template(r"(it|that creature|that land|that artifact|that permanent) doesn't untap during its controller's untap step "
                 r"for as long as (~ remains tapped|you control ~)")
def doesnt_untap_for_as_long_as(eff, m):
    """ "It doesn't untap during its controller's untap step for as long as this creature remains
    tapped" / "... for as long as you control this creature": only right after the sentence that
    tapped that one target (so "it" is that target), with the word naming it the target's kind."""
    last = eff.steps[-1] if eff.steps else None
    if eff.last_target is None or last is None or last.get("do") != "tap" or last.get("what") != eff.last_target \
            or len(_previous_sentence(eff)) != 1:
        raise NotUnderstood(m.group(0))
    word, spec = m.group(1).lower().split()[-1], eff.targets[-1]
    types = {"creature": "Creature", "land": "Land", "artifact": "Artifact"}.get(word)
    named = ["Creature"] if is_creature(spec) else ["Land"] if spec == "land" else spec.get("types", []) if isinstance(spec, dict) else []
    if types is not None and named != [types]:
        raise NotUnderstood(m.group(0))
    if m.group(2).endswith("remains tapped") and not {"Creature", "Artifact", "Land"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    if m.group(2).startswith("you control") and not {"Creature", "Artifact", "Land", "Enchantment"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "doesnt_untap_while", "what": eff.last_target,
                      "until": "source_tapped" if m.group(2).endswith("remains tapped") else "source_controlled"})


@effect_template(rf"detain ({TARGET_RE})")
def detain_target(eff, m):
    """ "Detain target creature an opponent controls" / "... target nonland permanent an opponent
    controls" (2026 701.35a: until its controller's next turn, it can't attack or block and its
    activated abilities can't be activated; rulings/engine/detain.py)."""
    eff.steps.append({"do": "detain", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(rf"detain {_UP_TO} ({_PHRASE})")
def detain_up_to(eff, m):
    """ "Detain up to two target creatures your opponents control": each one chosen (up_to.py), each a
    creature an opponent controls (whichever opponent: the words of the singular target)."""
    from .up_to import NUMBERS, up_to_targets
    phrase = re.sub(r" your opponents control$", " an opponent controls", m.group(2))
    for r in up_to_targets(eff, NUMBERS[m.group(1).lower()], phrase, PERMANENT_TARGETS):
        eff.steps.append({"do": "detain", "what": r})


#: what may follow "Tap any number of untapped creatures you control." and counts them
_FOR_EACH_TAPPED = r"for each creature tapped this way"


@effect_template(r"(you may )?tap any number of untapped creatures you control")
def tap_any_number(eff, m):
    """ "Tap any number of untapped creatures you control" (Harmony of Nature), "you may tap any number
    ..." (Jaddi Lifestrider: choosing none is not doing it, the same thing): which ones chosen as it
    resolves (rulings/engine/effects/tap_any_number.py); only as the first sentence, and only if what
    follows counts them (a template below)."""
    said = m.group(0).lower()
    if eff.steps or not any(said in p.lower() and _FOR_EACH_TAPPED in p[p.lower().index(said):] for p in eff.card.paragraphs):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "tap_any_number"})


def _after_tapping(eff, m) -> None:
    if [s.get("do") for s in eff.steps] != ["tap_any_number"]:
        raise NotUnderstood(m.group(0))


@effect_template(rf"you gain (\d+) life {_FOR_EACH_TAPPED}")
def gain_life_for_each_tapped(eff, m):
    """ "You gain 4 life for each creature tapped this way" (Harmony of Nature, Jaddi Lifestrider)."""
    _after_tapping(eff, m)
    eff.steps.append({"do": "gain_life", "amount": {"count": "tapped_this_way", "times": int(m.group(1))}, "player": "you"})


@effect_template(rf"~ gets \+(\d+)/\+(\d+) until end of turn {_FOR_EACH_TAPPED}")
def pump_for_each_tapped(eff, m):
    """ "This creature gets +1/+1 until end of turn for each creature tapped this way" (Orphans of the
    Wheat, Siege Striker): the number counted once (rulings/engine/pump_for_each.py; 2007 413.2f; 2026 608.2h)."""
    _after_tapping(eff, m)
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "pump_for_each", "power": int(m.group(1)), "toughness": int(m.group(2)),
                      "count": {"count": "tapped_this_way"}, "to": "self", "until": "end_of_turn"})


@effect_template(r"(tap|untap) (two|three|four) (target [a-z ,']+)")
def tap_n_targets(eff, m):
    """ "Untap two target lands" (Hope Tender, Argothian Elder), "Tap two target creatures": exactly N
    targets of one word "target", none chosen twice (2007 409.1c; 2026 115.3: the filter's `distinct`),
    each tapped or untapped in turn."""
    from .targets import parse, spec
    from .up_to import NUMBERS, singular
    if " and " in m.group(3) or any(isinstance(t, dict) and t.get("distinct") for t in eff.targets):
        raise NotUnderstood(m.group(0))
    n = NUMBERS[m.group(2).lower()]
    one = singular(" ".join(m.group(3).lower().split()), n)
    if one not in PERMANENT_TARGETS:
        raise NotUnderstood(m.group(0))
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)
    for _ in range(n):
        eff.steps.append({"do": m.group(1).lower(), "what": eff.target(dict(sorted({**found, "distinct": True}.items())))})


@effect_template(r"untap up to (one|two|three|four|five|six|seven) lands")
def untap_up_to_lands(eff, m):
    """ "Untap up to five lands" (Peregrine Drake, Frantic Search, Snap): no target; which lands,
    any player's, chosen as it resolves (rulings/engine/effects/tap_any_number.py)."""
    n = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}[m.group(1).lower()]
    eff.steps.append({"do": "untap_up_to_lands", "amount": n})


@effect_template(r"~ doesn't untap during its controller's next untap step")
def self_doesnt_untap_next(eff, m):
    """ "Whenever this creature attacks, it doesn't untap during its controller's next untap step"
    (Lead Golem, Apes of Rath; "it" read as ~ by object_referents.py): the permanent itself, until
    its controller's next untap step (rulings/engine/next_untap.py; 2007 302.2, 418.3a; 2026 502.3, 611.2a)."""
    if not {"Creature", "Artifact", "Land", "Enchantment"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "doesnt_untap_next", "what": "self"})


@ability_template(r"([A-Z][a-z0-9 ,'-]+?) don't untap during their controllers' untap steps\.")
def described_dont_untap(card, m):
    """ "Islands don't untap during their controllers' untap steps" (Choke), "Creatures with power 3
    or greater don't ..." (Meekstone): a static ability of a permanent, the permanents described
    read as each untap step begins (rulings/engine/doesnt_untap_statics.py; 2007 302.2; 2026 502.3)."""
    from .described import described
    from .registry import Effect
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    words = m.group(1)[0].lower() + m.group(1)[1:]
    found = described(Effect(card), words)
    if not isinstance(found, dict) or {"zone", "player", "controller"} & set(found) or "chosen" in str(found):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "keeps_tapped": found}]


@effect_template(r"lands you control don't untap during your next untap step")
def your_lands_dont_untap_next(eff, m):
    """ "Destroy all creatures. Lands you control don't untap during your next untap step." (Bontu's
    Last Reckoning): each land its controller controls as it resolves (the set fixed then: 2007
    418.3b; 2026 611.2c), kept tapped in that player's next untap step (rulings/engine/doesnt_untap_your_next.py)."""
    if not {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": {"controller": "you", "types": ["Land"]},
                      "effect": [{"do": "doesnt_untap_your_next", "what": "it"}]})


@ability_template(r"Untap (~|all ([a-z0-9 ,'/-]+?)) during each other player's untap step\.")
def untap_during_others(card, m):
    """ "Untap this creature during each other player's untap step" (Thousand Moons Infantry), "Untap
    all permanents you control during ..." (Seedborn Muse): a static ability of a permanent; what it
    describes of its controller's permanents untaps in each other player's untap step
    (rulings/engine/untap_during_others.py)."""
    from .described import described
    from .registry import Effect
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    if m.group(1) == "~":
        return [{"kind": "static", "untaps_during_others": "self"}]
    found = described(Effect(card), m.group(2))
    if not isinstance(found, dict) or found.get("controller") != "you" or {"zone", "player"} & set(found) or "chosen" in str(found):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "untaps_during_others": found}]
