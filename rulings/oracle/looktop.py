"""More ways of sorting the top cards of your library (the engine's `dig`, rulings/engine/effects/digging.py),
beside those digging.py reads:

- "Look at the top five cards of your library. Put one of them into your hand and the rest on top of your
  library in any order." (Diabolic Vision: `rest` "top", the order the player's `top` choice);
- "Look at the top five cards of your library, put one of them into your hand, and exile the rest." (Browse:
  `rest` "exile");
- "Put one of those cards into your hand and the rest on the bottom of your library in a random order / in
  any order / into your graveyard" (Fomori Vault, after "Look at the top X cards of your library, where X is
  ...");
- "Mill five cards. You may put a permanent card from among the cards milled this way into your hand."
  (Wasteful Harvest: `mill_and_take`, as digging.py reads "from among the milled cards").

Exactly one card goes into the hand (as many as there are); anything else leaves the text text only."""
from __future__ import annotations

import re

from .damage import _amount
from .digging import REST, _open_dig, _rest, quality
from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_branch, pass_on
from .text import NUMBER


@effect_template(r"put one of them into your hand and the rest on top of your library in any order")
def one_into_your_hand_the_rest_on_top(eff, m):
    """Diabolic Vision: one card of those looked at into the hand, the others back on top in the
    order the player chooses (2026 401.4; 2007 217.2d)."""
    step = _open_dig(eff, m.group(0))
    if not isinstance(step.get("amount"), int) or step["amount"] < 2 or step.get("reveal"):
        raise NotUnderstood(m.group(0))
    step.update({"for": {}, "rest": "top"})


@effect_template(rf"look at the top ({NUMBER}) cards of your library, put one of them into your hand, and exile the rest")
def look_take_one_exile_the_rest(eff, m):
    """Browse: one of the cards looked at into the hand, the others exiled (2007: removed from the game)."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or n < 2:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "dig", "amount": n, "for": {}, "rest": "exile"})


@effect_template(rf"put one of those cards into your hand and the rest {REST}")
def one_of_those_cards(eff, m):
    """Fomori Vault, after "Look at the top X cards of your library, where X is the number of artifacts
    you control": one of them (if any) into the hand, the rest where the text says."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") == "look_at_top" and isinstance(last.get("amount"), int):
        pass_on(eff, m, one_of_those_cards)  # "the top five cards": library.py's, as before
        return
    step = _open_dig(eff, m.group(0))
    if step.get("reveal") or not isinstance(step.get("amount"), dict):
        raise NotUnderstood(m.group(0))  # the card's own X: its choice is not followed here
    step["for"] = {}
    _rest(step, m.group(1))


@effect_template(r"you may put (an? [a-z]+ card) from among the cards milled this way into your hand")
def take_from_the_cards_milled_this_way(eff, m):
    """Wasteful Harvest: "Mill five cards. You may put a permanent card from among the cards milled this
    way into your hand": the mill, then at most one card of the quality among the milled cards."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "mill" or set(last) != {"do", "amount"}:
        raise NotUnderstood(m.group(0))
    eff.steps[-1] = {"do": "mill_and_take", "amount": last["amount"], "for": quality(m.group(1).split(" ", 1)[1]),
                     "optional": True}


# --- another player's top card revealed: "Target player reveals the top card of their library" ---

@effect_template(r"(target player|target opponent) reveals the top card of their library")
def target_player_reveals(eff, m):
    """Aven Windreader: the top card of the target player's library is shown to all players (2026 701.20a;
    2007 only in its glossary) and stays where it is."""
    from .targets import ref
    eff.steps.append({"do": "dig", "amount": 1, "reveal": True, "player": ref(eff, m.group(1))})


@ability_template(r"Whenever ~ attacks, defending player reveals the top card of their library\. "
                  r"If it's (an? [a-z ]+? card), that player puts it into their hand\.")
def defending_player_reveals(card, m):
    """Goblin Guide: the player the creature attacks (noted as it attacks: 2026 508.5; 2007 308.1) reveals
    their top card; only a card of the quality goes into their hand, any other stays on top."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    wanted = quality(m.group(1).split(" ", 1)[1])
    return [{"kind": "triggered", "trigger": {"event": "attacks", "who": "self"},
             "effect": [{"do": "dig", "amount": 1, "reveal": True, "player": "defending_player", "for": wanted, "all": True}]}]


@effect_template(r"you may put one of (?:those cards|them) back on top of your library")
def one_back_on_top(eff, m):
    """Sage of Days: "look at the top three cards of your library. You may put one of those cards back on
    top of your library. Put the rest into your graveyard." (the next sentence, digging.py's, says where
    the rest go; without it the text stays text only: the loader's check wants a `rest`)."""
    step = _open_dig(eff, m.group(0))
    if not isinstance(step.get("amount"), int) or step["amount"] < 2 or step.get("reveal"):
        raise NotUnderstood(m.group(0))
    step.update({"for": {}, "optional": True, "into": "top"})


# --- "any number of [quality] cards from among them" into the hand ---

def _any_number(eff, sentence: str, words: str) -> dict:
    """The dig the sentence continues, set to take any number (none to all) of the cards looked at
    that have the quality ("creature and/or land cards": each a creature or a land card)."""
    step = _open_dig(eff, sentence)
    if not isinstance(step.get("amount"), (int, dict)):
        raise NotUnderstood(sentence)
    words = words.removesuffix(" cards")
    if " and/or " in words:
        if words.count(" and/or ") != 1 or "," in words:
            raise NotUnderstood(sentence)
        words = words.replace(" and/or ", " or ")
    step.update({"for": quality(words + " card"), "count": step["amount"], "optional": True})
    return step


@effect_template(r"(you may )?(reveal|put) any number of ([A-Za-z/ ]+? cards) from among them "
                 r"(and put (?:them|the revealed cards) into your hand|into your hand)")
def any_number_into_your_hand(eff, m):
    """Lead the Stampede: "You may reveal any number of creature cards from among them and put the revealed
    cards into your hand"; The Lady of Otaria's "You may put any number of Dwarf cards from among them into
    your hand"."""
    revealing = m.group(2).lower() == "reveal"
    if revealing != m.group(4).startswith("and put"):
        raise NotUnderstood(m.group(0))
    step = _any_number(eff, m.group(0), m.group(3))
    if revealing:
        step["show"] = True


@effect_template(rf"put any number of ([A-Za-z/ ]+? cards) from among them into your hand and the rest {REST}")
def any_number_and_the_rest(eff, m):
    """Torsten, Founder of Benalia: "Put any number of creature and/or land cards from among them into your
    hand and the rest on the bottom of your library in a random order"."""
    step = _any_number(eff, m.group(0), m.group(1))
    _rest(step, m.group(2))


# --- "Reveal the top card of your library. If it's a land card, [instructions]" ---

def _names_it(v) -> bool:
    """Whether compiled instructions name the engine's "it" anywhere (here it could be the revealed card)."""
    if isinstance(v, dict):
        return any(x == "it" or _names_it(x) for x in v.values())
    if isinstance(v, list):
        return any(x == "it" or _names_it(x) for x in v)
    return False


@effect_template(r"if it's (an? [a-z ,]+? card), (.+)")
def if_the_revealed_card_is(eff, m):
    """Callous Deceiver: "{2}: Reveal the top card of your library. If it's a land card, this creature gets
    +1/+0 and gains flying until end of turn."; Track Down: "... If it's a creature or land card, draw a
    card.": the instructions after the comma, followed only if the one card revealed just before has the
    quality (the card itself stays on top). Digging.py's "If it's a land card, put it ..." and any other
    family's "if it's" are passed on."""
    last = eff.steps[-1] if eff.steps else {}
    rest = m.group(2)
    if last.get("do") != "dig" or set(last) != {"do", "amount", "reveal"} or last["amount"] != 1 \
            or re.match(r"(?:you may )?(?:put|reveal) (?:it|that card)\b", rest, re.IGNORECASE):
        pass_on(eff, m, if_the_revealed_card_is)
        return
    wanted = quality(m.group(1).split(" ", 1)[1])
    before = len(eff.targets)
    steps = parse_branch(eff, rest[0].upper() + rest[1:])
    if len(eff.targets) != before or not steps or _names_it(steps) or re.search(r"\b(it|its|that card)\b", rest):
        raise NotUnderstood(m.group(0))  # a target, or a word for the revealed card: not read here
    eff.steps.append({"do": "if_revealed", "for": wanted, "effect": steps})


# --- "If you don't put the card into your hand, you may put it into your graveyard"; "Otherwise, you may put it ..." ---

_WHERE = {"into your hand": "hand", "into your graveyard": "graveyard", "on the bottom of your library": "bottom"}


def _mixed_quality(wanted: dict) -> bool:
    """ "a Kraken, Leviathan, Octopus, or Serpent creature card": "creature" said once for every subtype,
    which quality() reads as "or Serpent creature" alone: not read here."""
    parts = wanted.get("any_of") or []
    return len({bool(w.get("types")) for w in parts}) > 1


def _rest_of_one(step: dict, where: str, may: bool) -> None:
    step["rest"] = _WHERE[where]
    if step["rest"] == "bottom":
        step["order"] = "any"
    if may:
        step["rest_may"] = True


@effect_template(r"if you don't put (?:the card|it) (into your hand|onto the battlefield), (you may )?put it "
                 r"(into your hand|into your graveyard|on the bottom of your library)")
def if_you_dont_put_the_card(eff, m):
    """Risen Reef: "look at the top card of your library. If it's a land card, you may put it onto the
    battlefield tapped. If you don't put the card onto the battlefield, put it into your hand."; Traveling
    Botanist: "... you may reveal it and put it into your hand. If you don't put the card into your hand,
    you may put it into your graveyard." (the player's `put_rest` choice)."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or last.get("amount") != 1 or "for" not in last or not last.get("optional") \
            or last.get("all") or "rest" in last or last.get("reveal") or _mixed_quality(last["for"]):
        raise NotUnderstood(m.group(0))
    into = "in_play" if m.group(1) == "onto the battlefield" else "hand"
    if last.get("into", "hand") != into or _WHERE[m.group(3)] == into:
        raise NotUnderstood(m.group(0))
    _rest_of_one(last, m.group(3), bool(m.group(2)))


@effect_template(r"otherwise, you may put (?:it|that card) (into your graveyard|on the bottom of your library)")
def otherwise_you_may(eff, m):
    """Garruk-like "[+1]: Reveal the top card of your library. If it's a creature card, put it into your
    hand. Otherwise, you may put it on the bottom of your library." (Ajani, Sleeper Agent; Nylea's "into
    your graveyard"): only a card without the quality may move, if the player chooses (`put_rest`). Any
    other "Otherwise, you may ..." is passed on."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or last.get("amount") != 1 or not last.get("all") or not last.get("reveal") \
            or "rest" in last or "player" in last:
        pass_on(eff, m, otherwise_you_may)
        return
    if _mixed_quality(last.get("for") or {}):
        raise NotUnderstood(m.group(0))
    _rest_of_one(last, m.group(1), True)


@effect_template(r"you may put (?:that card|it) into (?:their|that player's) graveyard")
def may_put_it_into_their_graveyard(eff, m):
    """Eye Spy: "Look at the top card of target player's library. You may put that card into their graveyard."
    (Lurking Informant: "into that player's graveyard"): the player's `put_rest` choice. Any other "You may put
    that card into their graveyard" is passed on."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "look_at_top_of" or set(last) != {"do", "player"}:
        pass_on(eff, m, may_put_it_into_their_graveyard)
        return
    last.update({"rest": "graveyard", "rest_may": True})


# read before the templates whose wider "if it's ..." / "if [condition], ..." / "Otherwise, ..." would refuse these
# sentences (chosen_targets.py, board_life_conditions.py, clash.py): any sentence they don't read is passed on to them
for _fn in (may_put_it_into_their_graveyard, otherwise_you_may, if_the_revealed_card_is):
    EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop(next(i for i, t in enumerate(EFFECT_TEMPLATES) if t[2] is _fn)))
