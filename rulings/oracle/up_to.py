"""Sentences with "up to N target ..." ("Tap up to two target creatures",
"Return up to two target creature cards from your graveyard to your hand",
"Destroy up to one target artifact or enchantment").

The player announces how many targets, zero to N (2007: 409.1c, 415.4; 2026:
601.2c, 115.6), all for one instance of the word "target", so none twice
(2007: 409.1c; 2026: 115.3). Each of the N is the phrase's target filter
marked `up_to` (rulings/engine/target_filter.py); the instruction is followed
for each one chosen and still legal (2007: 413.2a; 2026: 608.2b), one after
the other, as "destroy all creatures" is. The N targets come last in the
effect: a later target phrase, or an "it" that would have to say which of
them, leaves the text text only (registry.Effect)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, pass_on
from .targets import GRAVEYARD_TARGETS, PERMANENT_TARGETS, Phrases, is_creature, is_graveyard_card, is_permanent, parse, spec

NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_PLURALS = {"creatures": "creature", "cards": "card", "permanents": "permanent", "artifacts": "artifact",
            "enchantments": "enchantment", "lands": "land", "planeswalkers": "planeswalker"}
#: "target [something]" in the singular or the plural: the words of the target grammar and plurals
PHRASE = r"(?:other )?target [a-z ,'0-9]+?"
_N = r"up to (one|two|three|four|five)"


def singular(phrase: str, n: int) -> str:
    """ "target creature cards from your graveyard" -> "target creature card from your
    graveyard". "Up to one" takes the singular, "up to two" the plural."""
    words = phrase.split()
    plural = [w for w in words if w in _PLURALS]
    if (n == 1) == bool(plural):
        raise NotUnderstood(phrase)
    return " ".join(_PLURALS.get(w, w) for w in words)


def up_to_targets(eff, n: int, phrase: str, allowed) -> list[str]:
    """The N target references of "up to N [phrase]", each an `up_to` filter."""
    one = singular(" ".join(phrase.lower().split()), n)
    if one.startswith("other "):  # "up to one other target permanent you control": other than this permanent (another)
        if n != 1 or eff.targets or not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
            raise NotUnderstood(phrase)  # on a spell, or beside another target, "other" says other than that target
        one = "another " + one[len("other "):]
    if one not in allowed or any(isinstance(t, dict) and t.get("up_to") for t in eff.targets):
        raise NotUnderstood(phrase)
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)  # a named kind ("target creature") as its filter
    first = len(eff.targets)
    eff.targets += [{**found, "up_to": True} for _ in range(n)]
    return [f"target:{first + i}" for i in range(n)]


@effect_template(rf"(tap|untap|destroy) {_N} ({PHRASE})")
def tap_or_destroy(eff, m):
    """ "Tap up to two target creatures"; "destroy up to one target artifact or enchantment"."""
    if " and " in m.group(3):  # "tap up to one target creature and put a stun counter on it" (counters_placed.py)
        from .registry import pass_on
        return pass_on(eff, m, tap_or_destroy)
    what = {"tap": "tap", "untap": "untap", "destroy": "destroy"}[m.group(1).lower()]
    for ref in up_to_targets(eff, NUMBERS[m.group(2).lower()], m.group(3), PERMANENT_TARGETS):
        eff.steps.append({"do": what, "what": ref})


PERMANENT_OR_CARD = Phrases(PERMANENT_TARGETS.names, lambda s: is_permanent(s) or is_graveyard_card(s))


@effect_template(rf"exile {_N} ({PHRASE})")
def exile(eff, m):
    """ "Exile up to one target card from a graveyard" (2007's "remove from the game")."""
    try:
        refs = up_to_targets(eff, NUMBERS[m.group(1).lower()], m.group(2), PERMANENT_OR_CARD)
    except NotUnderstood:
        pass_on(eff, m, exile)  # a phrase a later family reads ("... from a single graveyard": exile_more.py)
        return
    for ref in refs:
        eff.steps.append({"do": "remove_from_game", "what": ref})


@effect_template(rf"return {_N} ({PHRASE}) to (its owner's hand|their owners' hands|your hand)")
def return_to_hand(eff, m):
    """ "Return up to two target creatures to their owners' hands"; "return up to two target
    creature cards from your graveyard to your hand" (cards in your own graveyard: a card goes
    to its owner's hand, 2026: 400.3)."""
    n = NUMBERS[m.group(1).lower()]
    where = m.group(3).lower()
    if where != "your hand" and (where == "its owner's hand") != (n == 1):  # "up to one target ... card ... to your hand" too
        raise NotUnderstood(m.group(0))
    refs = up_to_targets(eff, n, m.group(2), GRAVEYARD_TARGETS if where == "your hand" else PERMANENT_TARGETS)
    if where == "your hand" and eff.targets[-1].get("owner") != "you":
        raise NotUnderstood(m.group(0))
    for ref in refs:
        eff.steps.append({"do": "return_to_hand", "what": ref})


@effect_template(rf"put an? ([+-]1/[+-]1) counter on each of {_N} ({PHRASE})")
def counter_on_each(eff, m):
    """ "Put a +1/+1 counter on each of up to two target creatures" (Rishkar, Peema Renegade):
    a counter on each one chosen."""
    n = NUMBERS[m.group(2).lower()]
    if n == 1:
        raise NotUnderstood(m.group(0))  # "each of up to one": not a phrase of Oracle text
    if m.group(3).lower().startswith("other "):  # "each of up to two other target creatures": counters_on_others.py's
        return pass_on(eff, m, counter_on_each)
    for ref in up_to_targets(eff, n, m.group(3), CREATURES):
        eff.steps.append({"do": "put_counters", "counter": m.group(1), "amount": 1, "to": ref})


CREATURES = Phrases((), is_creature)
