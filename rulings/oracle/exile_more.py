"""More exile instructions (2007's "remove from the game"; 2026: 406.3, 701.13a):

* "Exile up to three target cards from a single graveyard" (Decompose, Scarab Feast): the targets
  of "up to N" (up_to.py), all cards of one player's graveyard, which the engine checks as they
  are chosen (`single_graveyard`: rulings/engine/targets.mixed_graveyards; 2007 409.1c, 2026
  601.2c); "Exile up to two target cards from graveyards" (Faerie Macabre): from any graveyards;
* "Exile two target artifacts" (Dust to Dust): two targets of one word "target", so not the same
  one twice (2007: 409.1c; 2026: 115.3: the filter's `distinct`); "Exile up to two target
  artifacts and/or enchantments" (Sylvan Reclamation): each an artifact or an enchantment;
* "Target opponent exiles a card from their hand" / "Each opponent exiles a card from their hand":
  that player chooses the card as the effect is applied (effects/exile_from_hand.py);
* "Target opponent exiles the top card of their library", "Exile the top card of each player's
  library", "Each player exiles the top card of their library": the impulse module's `exile_top`
  for that player (no permission to play the cards follows: impulse.py refuses one for another
  player's library);
* "You may exile a creature card from your graveyard. If you do, ..." (Masked Vandal), "you may
  exile two cards from your graveyard": the player chooses the cards on resolution, and can't
  choose to do it without enough of them (effects/exile_from_graveyard.py); optional.py's "If you
  do" follows;
* "Exile target creature you control, then return that card to the battlefield under your control"
  (Cloudshift), "Exile another target permanent you control, then return ... under its owner's
  control", and "you may ..." of them (Conjurer's Closet): the card comes back a new object, under
  the effect's controller's control or its owner's as the words say;
* "Exile another target creature. Return that card to the battlefield under its owner's control at
  the beginning of the next end step" (Roon of the Hidden Realm, Turn to Mist): a delayed triggered
  ability (2007: 404.4; 2026: 603.7) for the card exiled just before; only a creature or the
  permanent itself (an Aura returning would need a choice of what it enchants: 2007 212.4j; 2026
  303.4f);
* "Exile ~, then return it to the battlefield under its owner's control" (Flickering Spirit): the
  permanent comes back a new object (2007 217.1c; 2026 400.7), as removal.flicker's target does.
"""
from __future__ import annotations

from .optional import _may
from .registry import NotUnderstood, effect_template
from .targets import PERMANENT_TARGETS, is_creature, parse, ref, spec
from .triggered import EVENT_PLAYER
from .text import NUMBER, amount
from .up_to import NUMBERS, PERMANENT_OR_CARD, singular, up_to_targets


@effect_template(r"exile up to (two|three|four|five) target cards from (a single graveyard|graveyards)")
def exile_cards_from_graveyards(eff, m):
    """The N targets are cards in graveyards; "a single graveyard" marks each so that all those
    chosen are in the same one."""
    refs = up_to_targets(eff, NUMBERS[m.group(1).lower()], "target cards from a graveyard", PERMANENT_OR_CARD)
    if m.group(2).lower() == "a single graveyard":
        for i in range(len(eff.targets) - len(refs), len(eff.targets)):
            eff.targets[i] = dict(sorted({**eff.targets[i], "single_graveyard": True}.items()))
    for r in refs:
        eff.steps.append({"do": "remove_from_game", "what": r})


_WHO = rf"target opponent|target player|each opponent|each player|{EVENT_PLAYER}"


def _for_player(eff, who: str, step: dict) -> None:
    """The step for the player the words name: a target, each player or opponent in APNAP order
    (2007: 103.4; 2026: 101.4), or the player of the trigger event ("it" there: triggered.py)."""
    who = who.lower()
    if who.startswith("each "):
        eff.steps.append({"do": "for_each", "players": who.replace(" ", "_"), "effect": [{**step, "player": "it"}]})
    elif who == EVENT_PLAYER:
        eff.steps.append({**step, "player": "it"})
    else:
        eff.steps.append({**step, "player": ref(eff, who)})


@effect_template(rf"({_WHO}) exiles a card from their hand")
def exiles_a_card_from_hand(eff, m):
    _for_player(eff, m.group(1), {"do": "exile_from_hand"})


@effect_template(rf"({_WHO}) exiles the top (?:({NUMBER}) )?(cards?) of their library")
def exiles_the_top_of_their_library(eff, m):
    _for_player(eff, m.group(1), {"do": "exile_top", "amount": _top(eff, m, m.group(2), m.group(3))})


@effect_template(r"exile the top (?:(" + NUMBER + r") )?(cards?) of each (player|opponent)'s library")
def exile_the_top_of_each_library(eff, m):
    _for_player(eff, f"each {m.group(3)}", {"do": "exile_top", "amount": _top(eff, m, m.group(1), m.group(2))})


def _top(eff, m, number: str | None, noun: str) -> int:
    """ "the top card" is one, "the top two cards" two; X, "the top one card" and "the top two
    card" are not read here."""
    if number is None:
        if noun.lower() != "card":
            raise NotUnderstood(m.group(0))
        return 1
    n = amount(number)
    if n == "X" or not isinstance(n, int) or n < 2 or noun.lower() != "cards":
        raise NotUnderstood(m.group(0))
    return n


@effect_template(r"exile ~, then return it to the battlefield under its owner's control")
def flicker_itself(eff, m):
    """ "Exile this creature, then return it to the battlefield under its owner's control"
    (Flickering Spirit): the permanent leaves and comes back a new object (2007 217.1c; 2026
    400.7), its enters abilities triggering; a token that left can't return (2026 111.8)."""
    eff.steps.append({"do": "remove_from_game", "what": "self"})
    eff.steps.append({"do": "return_to_play", "what": "it"})


@effect_template(r"you may (exile (a|an|two|three) (?:([a-z ]+?) )?(cards?) from your graveyard)")
def may_exile_cards_from_your_graveyard(eff, m):
    """The kind of card is what the target grammar reads of "target [kind] card from your
    graveyard" ("creature", "instant or sorcery", "artifact"), none for "a card"."""
    n = amount(m.group(2))
    article = m.group(2).lower()
    vowel = bool(m.group(3)) and m.group(3)[0].lower() in "aeiou"
    if (n == 1) != (m.group(4).lower() == "card") or article in ("a", "an") and (article == "an") != vowel:
        raise NotUnderstood(m.group(0))
    kind = {}
    if m.group(3):
        kind = {k: v for k, v in parse(f"target {m.group(3)} card from your graveyard").items() if k not in ("zone", "owner")}
    _may(eff, m.group(1), effect=[{"do": "exile_from_your_graveyard", "amount": n, "card": kind}])


@effect_template(r"(you may )?(exile ((?:another )?target [a-z ,-]+? you control), then return (?:it|that card) to the battlefield "
                 r"under (your|its owner's) control)")
def flicker_yours(eff, m):
    """A permanent you control leaves and comes back a new object (2007 217.1c; 2026 400.7): "under
    your control" is the effect's controller's (a creature of another owner stays yours), "under its
    owner's control" its owner's."""
    found = ref(eff, m.group(3), PERMANENT_TARGETS)
    spec = eff.targets[-1]
    if not (spec == "creature_you_control" or isinstance(spec, dict) and spec.get("controller") == "you"):
        raise NotUnderstood(m.group(3))
    # an Aura returning is attached to what the player it returns under chooses as it enters (2007: 212.4j;
    # 2026: 303.4f: rulings/engine/aura_entering.py)
    if isinstance(spec, dict) and {"up_to", "x_targets", "count"} & set(spec):
        raise NotUnderstood(m.group(3))
    back = {"do": "return_to_play", "what": "it", **({"under": "you"} if m.group(4).lower() == "your" else {})}
    steps = [{"do": "remove_from_game", "what": found}, back]
    if m.group(1):
        _may(eff, m.group(2), effect=steps)
    else:
        eff.steps += steps


_KINDS = r"(artifact|creature|enchantment|land|planeswalker)s"


@effect_template(rf"exile up to (two|three) target {_KINDS} and/or {_KINDS}")
def exile_up_to_and_or(eff, m):
    """ "artifacts and/or enchantments": each target one or the other (the grammar's "artifact or
    enchantment")."""
    if m.group(2) == m.group(3):
        raise NotUnderstood(m.group(0))
    n = NUMBERS[m.group(1).lower()]
    for r in up_to_targets(eff, n, f"target {m.group(2)}s or {m.group(3)}s", PERMANENT_OR_CARD):
        eff.steps.append({"do": "remove_from_game", "what": r})


@effect_template(r"exile (two|three) (target [a-z ,']+)")
def exile_n_targets(eff, m):
    """Exactly N targets, all different (one word "target"), each exiled; a permanent or a card in
    a graveyard ("two target cards from an opponent's graveyard")."""
    n = NUMBERS[m.group(1).lower()]
    one = singular(" ".join(m.group(2).lower().split()), n)
    if one not in PERMANENT_OR_CARD or any(isinstance(t, dict) and t.get("distinct") for t in eff.targets):
        raise NotUnderstood(m.group(0))
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)
    for _ in range(n):
        eff.steps.append({"do": "remove_from_game", "what": eff.target(dict(sorted({**found, "distinct": True}.items())))})


@effect_template(r"return (that card|it|the exiled card) to the battlefield under (its owner's|your) control "
                 r"at the beginning of the next end step")
def return_at_next_end_step(eff, m):
    """Only right after "Exile [target creature / ~]." of the same effect: the card that
    instruction exiled, as a new object when it returns (2007 217.1c; 2026 400.7). Nothing returns
    if it has left exile since, or was a token (2026 111.8)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "remove_from_game" or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    what = last.get("what")
    if what == "self":
        if not eff.card.is_permanent_creature:
            raise NotUnderstood(m.group(0))
    elif not (what == eff.last_target and what == f"target:{len(eff.targets) - 1}" and is_creature(eff.targets[-1])
              and not (isinstance(eff.targets[-1], dict) and eff.targets[-1].get("up_to"))):
        from .registry import pass_on  # "up to one target", "target artifact or creature": flicker_returns.py
        return pass_on(eff, m, return_at_next_end_step)
    back = {"do": "return_to_play", "what": "it", **({"under": "you"} if m.group(2).lower() == "your" else {})}
    whose = "your" if m.group(2).lower() == "your" else "its owner's"
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it",
                      "text": f"Return that card to the battlefield under {whose} control.", "effect": [back]})
