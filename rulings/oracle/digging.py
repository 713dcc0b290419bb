"""Digging: looking at or revealing the top cards of your library and sorting them,
one `dig` instruction built sentence by sentence (rulings/engine/effects/digging.py):

- "Reveal the top four cards of your library." (alone: they are revealed and stay);
- after it, or after "Look at the top five cards of your library": "You may reveal a
  creature card from among them and put it into your hand", "You may put a land card
  from among them onto the battlefield tapped", "Put up to two creature cards with mana
  value 3 or less from among them onto the battlefield", "Put two of them into your hand
  and the rest into your graveyard";
- then "Put the rest on the bottom of your library in a random order / in any order" or
  "into your graveyard";
- "Put all Goblin cards revealed this way into your hand and the rest on the bottom of
  your library in any order";
- "Reveal the top card of your library. If it's a land card, put it onto the
  battlefield. Otherwise, put that card into your hand."

A card quality the engine can't check ("of the chosen type", "and/or" past two kinds)
leaves the text text only."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template, parse_effect, pass_on
from .text import NUMBER

TYPES = ("artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
COLORS = ("white", "blue", "black", "red", "green")
#: the subtypes a quality may name besides creature types (land, artifact, enchantment and spell types)
OTHER_SUBTYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest", "Equipment", "Aura", "Vehicle", "Lesson", "Saga",
                  "Gate", "Desert", "Cave", "Spacecraft", "Food", "Clue", "Treasure", "Arcane", "Trap", "Adventure"}
OTHER_SUBTYPES |= {"Tyvar", "Shrine"}  # a planeswalker type (Harald's "an Elf, Warrior, or Tyvar card") and an enchantment type


def _one(words: str) -> dict:
    """One quality without "or": "[color] [legendary|basic] [Subtype] [type]"; "permanent"."""
    tokens = words.split()
    wanted: dict = {}
    if tokens and tokens[0].lower() in COLORS:
        wanted["colors"] = [tokens.pop(0).lower()]
    elif tokens and tokens[0].lower() == "colorless":
        tokens.pop(0)
        wanted["colorless"] = True
    if tokens and tokens[0].lower() in ("legendary", "basic", "snow"):  # "a snow permanent card" (Glacial Revelation)
        wanted["supertypes"] = [tokens.pop(0).capitalize()]
    elif tokens and tokens[0].lower() in ("nonlegendary", "nonbasic"):  # "a nonlegendary creature card" (Jalira)
        wanted["not_supertypes"] = [tokens.pop(0)[3:].capitalize()]
    if tokens and tokens[0][:1].isupper() and (tokens[0] in CREATURE_TYPES or tokens[0] in OTHER_SUBTYPES):
        wanted["subtypes"] = [tokens.pop(0)]
    if tokens and tokens[0] == "permanent" and len(tokens) == 1:
        tokens.pop(0)
        wanted["any_of_types"] = list(PERMANENT_TYPES)
    elif tokens and tokens[0] in TYPES:
        wanted["types"] = [tokens.pop(0).capitalize()]
    if tokens or not wanted:
        raise NotUnderstood(words)
    if ("supertypes" in wanted or "not_supertypes" in wanted) and not {"types", "subtypes", "any_of_types"} & set(wanted):
        raise NotUnderstood(words)  # "a legendary card": not met so far, not guessed
    return wanted


def quality(words: str) -> dict:
    """ "creature", "creature or land", "artifact, creature, or land", "noncreature, nonland",
    "creature ... with power 2 or less", "Elf, Swamp, or Forest": what a card taken must be."""
    extra = {}
    m = re.fullmatch(r"(.+?) card with (power|mana value) (\d+) or (less|greater)", words)
    if m:
        words = m.group(1) + " card"
        extra[("power_at_" if m.group(2) == "power" else "mana_value_at_") + ("most" if m.group(4) == "less" else "least")] = int(m.group(3))
    if not words.endswith(" card"):
        raise NotUnderstood(words)
    if words == "historic card":  # 2026 700.6: legendary, an artifact, or a Saga (the card's reminder text says so too)
        return {"any_of": [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}], **extra}
    # "a Mount creature card or a Plains card", "an Elf card, a Warrior card, or a Wizard card": each kind its own article
    words, kinds = re.subn(r" card(,? or|,) an? (?=[A-Za-z])", r"\1 ", words)
    if kinds and extra:
        raise NotUnderstood(words)  # "a Plains card or a creature card with mana value 3 or less": the number is the last kind's
    words = words[: -len(" card")]
    if (m := re.fullmatch(r"(non[a-z]+(?:, non[a-z]+)*) permanent", words)) and all(w[3:] in TYPES for w in m.group(1).split(", ")):
        # "a noncreature, nonland permanent card": a permanent card of none of those types
        return {"any_of_types": list(PERMANENT_TYPES), "not_types": [w[3:].capitalize() for w in m.group(1).split(", ")], **extra}
    if re.fullmatch(r"non[a-z]+(?:, non[a-z]+)*", words):
        kinds = [w[3:] for w in words.split(", ")]
        if any(k not in TYPES for k in kinds):
            raise NotUnderstood(words)
        wanted = {"not_types": [k.capitalize() for k in kinds]}
    elif " or " in words:
        parts = re.split(r",? or |, ", words)
        if len(parts) > 2 and ", or " not in words:
            raise NotUnderstood(words)
        filters = [_one(p) for p in parts]
        if all(list(f) == ["types"] for f in filters):
            wanted = {"any_of_types": [f["types"][0] for f in filters]}
        else:
            wanted = {"any_of": filters}
    elif "," in words:
        raise NotUnderstood(words)
    else:
        wanted = _one(words)
    if ("power_at_most" in extra or "power_at_least" in extra) and wanted.get("types") != ["Creature"]:
        raise NotUnderstood(words)  # "with power N or less" only of a creature card
    return {**wanted, **extra}


class AfterMill(Exception):
    """The sentence follows "Mill N cards": its "from among them" are the milled cards."""


def _open_dig(eff, what: str) -> dict:
    """The `dig` the sentence continues: the one just before it, or the "look at the top N
    cards" just before it made one; it must not yet say what it takes."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") == "mill":
        raise AfterMill(what)
    if any(k.startswith("if") for k in last):
        raise NotUnderstood(what)  # "If this spell was bargained, look at the top eight cards instead": two looks, one sorting
    if last.get("do") == "look_at_top" and set(last) == {"do", "amount"}:
        eff.steps[-1] = {"do": "dig", "amount": last["amount"]}
        return eff.steps[-1]
    if last.get("do") == "dig" and "for" not in last and not last.get("all") and "rest" not in last:
        return last
    raise NotUnderstood(what)


@effect_template(rf"reveal the top (?:({NUMBER}) )?cards? of your library")
def reveal_top(eff, m):
    """701.20a: the top card (or the top N) is shown to all players and stays where it is."""
    n = _amount(eff, m.group(1)) if m.group(1) else 1
    if (n == 1) != m.group(0).endswith(" card of your library") or (m.group(1) and n == 1):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "dig", "amount": n, "reveal": True})


COUNT = r"(a|an|one|up to (?:one|two|three)|two|three)"
REST = (r"(on the bottom of your library in (?:any|a random) order|on the bottom of your library|into your graveyard)")


def _rest(step: dict, words: str) -> None:
    if words == "into your graveyard":
        step["rest"] = "graveyard"
    else:
        step["rest"] = "bottom"
        step["order"] = "random" if words.endswith("a random order") else "any"


def _count(eff, words: str, plural: bool, text: str) -> tuple[int, bool]:
    optional = words.startswith("up to ")
    n = _amount(eff, words.removeprefix("up to "))
    if not isinstance(n, int) or (n == 1) == plural:
        raise NotUnderstood(text)
    return n, optional


@effect_template(r"you may (reveal|put) an? ([a-z]+ card) and/or an? ([a-z]+ card) from among them "
                 r"(and put the revealed cards into your hand|into your hand)")
def one_of_each_kind(eff, m):
    """ "You may put a creature card and/or a land card from among them into your hand": at most
    one card of each kind (a card of both kinds counts as one of them)."""
    try:
        step = _open_dig(eff, m.group(0))
    except AfterMill:
        return _after_mill(eff, m.group(0))
    if (m.group(1).lower() == "reveal") != m.group(4).startswith("and put"):
        raise NotUnderstood(m.group(0))
    kinds = [quality(m.group(2)), quality(m.group(3))]
    step.update({"for": {"each_of": kinds}, "count": 2, "optional": True})
    if m.group(1).lower() == "reveal":
        step["show"] = True


@effect_template(rf"(you may )?(reveal|put) {COUNT} (.+? cards?(?: with (?:power|mana value) \d+ or (?:less|greater))?) from among them "
                 r"(and put (?:it|them) into your hand|into your hand|onto the battlefield tapped|onto the battlefield)")
def take_from_among_them(eff, m):
    """ "You may reveal a creature card from among them and put it into your hand": the
    card taken must have the quality; "you may" and "up to" let the player take none."""
    try:
        step = _open_dig(eff, m.group(0))
    except AfterMill:
        return _after_mill(eff, m.group(0))
    plural = m.group(4).split(" with ")[0].endswith("cards")
    n, up_to = _count(eff, m.group(3), plural, m.group(0))
    revealing = m.group(2).lower() == "reveal"
    if revealing != m.group(5).startswith("and put") or (m.group(5).startswith("and put") and ("them" in m.group(5)) != plural):
        raise NotUnderstood(m.group(0))
    words = m.group(4).replace(" cards", " card")
    step["for"] = quality(words)
    if n != 1:
        step["count"] = n
    if m.group(1) or up_to:
        step["optional"] = True
    elif n == 1 and not step.get("reveal"):
        raise NotUnderstood(m.group(0))  # "put a creature card from among them": a choice that must find one, not met
    if revealing:
        step["show"] = True
    if "battlefield" in m.group(5):  # several enter in one event and see each other (603.6a): the engine's dig does so
        step["into"] = "in_play"
        if m.group(5).endswith("tapped"):
            step["tapped"] = True


@effect_template(rf"put (one|two|three) of them into your hand and the rest {REST}")
def put_some_of_them_into_your_hand(eff, m):
    """ "Put two of them into your hand and the rest into your graveyard": exactly that many
    (as many as there are)."""
    step = _open_dig(eff, m.group(0))
    n = _amount(eff, m.group(1))
    if isinstance(step.get("amount"), int) and step["amount"] <= n or isinstance(step.get("amount"), str):
        raise NotUnderstood(m.group(0))  # "X": the card's X, its own choice, is not followed here
    step.update({"for": {}, **({"count": n} if n != 1 else {})})
    _rest(step, m.group(2))


@effect_template(rf"(?:then )?put the rest(?: of the cards revealed this way)? {REST}")
def put_the_rest(eff, m):
    """Where the cards not taken go; "in a random order" is the card's word over the owner's arranging."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or "for" not in last or "rest" in last:
        raise NotUnderstood(m.group(0))
    if "revealed this way" in m.group(0) and not last.get("reveal"):
        raise NotUnderstood(m.group(0))
    _rest(last, m.group(1))


@effect_template(rf"put all (.+? cards) revealed this way into your hand and the rest {REST}")
def put_all_revealed(eff, m):
    """ "Put all Goblin cards revealed this way into your hand and the rest on the bottom of
    your library in any order": no choice of which."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or not last.get("reveal") or "for" in last or last.get("all"):
        raise NotUnderstood(m.group(0))
    words = m.group(1)[: -len("s")]
    if " and " in words:  # "all creature and land cards": each that is either
        words = words.replace(" and ", " or ")
    last["for"] = quality(words)
    last["all"] = True
    _rest(last, m.group(2))


@effect_template(r"if it's (an? .+? card), put (?:it|that card) (onto the battlefield|into your hand)")
def if_it_is(eff, m):
    """ "Reveal the top card of your library. If it's a land card, put it onto the
    battlefield": taken only if it has the quality (otherwise it stays on top)."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or last.get("amount") != 1 or not last.get("reveal") or "for" in last:
        raise NotUnderstood(m.group(0))
    last["for"] = quality(m.group(1).split(" ", 1)[1])
    last["all"] = True
    if m.group(2) == "onto the battlefield":
        last["into"] = "in_play"


@effect_template(r"otherwise, put (?:it|that card) (into your hand|into your graveyard|on the bottom of your library)")
def otherwise(eff, m):
    """ "Otherwise, put that card into your hand": the revealed card that didn't have the quality."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or not last.get("all") or last.get("amount") != 1 or "rest" in last:
        raise NotUnderstood(m.group(0))
    where = m.group(1)
    if where == "into your hand" and last.get("into", "hand") == "hand":
        raise NotUnderstood(m.group(0))  # "if it's X, put it into your hand. Otherwise, put it into your hand"
    last["rest"] = {"into your hand": "hand", "into your graveyard": "graveyard"}.get(where, "bottom")


@effect_template(r"reveal the top card of your library and put that card into your hand")
def reveal_and_take(eff, m):
    """Dark Confidant: the top card is revealed and put into the hand (not drawn)."""
    eff.steps.append({"do": "dig", "amount": 1, "reveal": True, "for": {}, "all": True})


KINSHIP = (r"Kinship — At the beginning of your upkeep, you may look at the top card of your library\. If it shares a creature "
           r"type with ~, you may reveal it\. If you do, ([^\"]+)")


@ability_template(KINSHIP)
def kinship(card, m) -> list[dict]:
    """Kinship (an ability word, 2026 207.2c): the top card is looked at; if it shares a creature
    type with this creature, its controller may reveal it, and if they do, the rest happens."""
    from .text import sentences
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    text = m.group(1)
    eff = parse_effect(card, sentences(text[0].upper() + text[1:]))
    if eff.targets or any(st.get("do") in ("may", "kinship") for st in eff.steps):
        raise NotUnderstood(m.group(0))  # a target or a second choice: the action gives one "may" per source
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
             "effect": [{"do": "kinship", "effect": eff.steps}]}]


@effect_template(r"put (one|two) of them into your hand and the other into your graveyard")
def one_and_the_other(eff, m):
    """ "Look at the top two cards of your library. Put one of them into your hand and the other
    into your graveyard" (of three, "put two of them ... and the other")."""
    step = _open_dig(eff, m.group(0))
    n = _amount(eff, m.group(1))
    if step.get("amount") != n + 1:
        raise NotUnderstood(m.group(0))
    step.update({"for": {}, "rest": "graveyard", **({"count": n} if n != 1 else {})})


@effect_template(r"(?:you )?(lose|gain) life equal to (?:its|that card's) mana value")
def life_equal_to_its_mana_value(eff, m):
    """Dark Confidant's "You lose life equal to its mana value": the card just revealed (one card)."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig":
        pass_on(eff, m, life_equal_to_its_mana_value)  # another family's "that card" (Reanimate's, from_graveyard.py)
        return
    if last.get("amount") != 1 or not last.get("reveal") or any(k.startswith("if") for k in last):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": f"{m.group(1).lower()}_life", "amount": {"count": "revealed_mana_value"}, "player": "you"})


@effect_template(r"draw cards equal to that card's mana value")
def draw_equal_to_its_mana_value(eff, m):
    """Interpret the Signs: "Scry 3, then reveal the top card of your library. Draw cards equal to that card's mana value." """
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or last.get("amount") != 1 or not last.get("reveal") or "for" in last:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "draw", "amount": {"count": "revealed_mana_value"}})


@effect_template(rf"scry ({NUMBER}), then reveal the top card of your library")
def scry_then_reveal(eff, m):
    """The scry first, then the (new) top card is revealed (608.2c: in the order written)."""
    eff.steps.append({"do": "scry", "amount": _amount(eff, m.group(1))})
    reveal_top(eff, re.fullmatch(rf"reveal the top (?:({NUMBER}) )?cards? of your library", "reveal the top card of your library"))


@effect_template(r"look at the top card of (target player|target opponent)'s library")
def look_at_top_of(eff, m):
    """Mishra's Bauble: "Look at the top card of target player's library" (701.20e)."""
    from .targets import ref
    eff.steps.append({"do": "look_at_top_of", "player": ref(eff, m.group(1))})


@effect_template(r"reveal cards from the top of your library until you reveal (an? .+? card)")
def reveal_until(eff, m):
    """Clifftop Lookout: cards are revealed from the top until one has the quality."""
    eff.steps.append({"do": "reveal_until", "for": quality(m.group(1).split(" ", 1)[1])})


@effect_template(r"put that card (onto the battlefield tapped|onto the battlefield|into your hand) and (?:the rest|(?:put )?all other cards "
                 r"revealed this way) (on the bottom of your library in (?:any|a random) order|into your graveyard)")
def put_that_card_and_the_rest(eff, m):
    """ "Put that card onto the battlefield and the rest on the bottom of your library in a random order." """
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "reveal_until" or "into" in last or "rest" in last or any(k.startswith("if") for k in last):
        raise NotUnderstood(m.group(0))
    last["into"] = "hand" if m.group(1) == "into your hand" else "in_play"
    if m.group(1).endswith("tapped"):
        last["tapped"] = True
    _rest(last, m.group(2))


@effect_template(r"look at the top X cards of your library, where X is (twice )?the number of ([a-z ]+? you control)")
def look_at_top_x(eff, m):
    """ "Look at the top X cards of your library, where X is the number of lands you control":
    X counted as the instruction is followed, over the permanents the words describe."""
    from .described import described
    if eff.card.has_x:
        raise NotUnderstood(m.group(0))  # the card's own X is another number
    phrase = m.group(2)
    amount = {"count": "forests_you_control"} if phrase == "Forests you control" else \
        {"count": "permanents", "filter": described(eff, phrase)}
    if m.group(1):
        if amount["count"] != "permanents":
            raise NotUnderstood(m.group(0))
        amount["times"] = 2
    eff.steps.append({"do": "look_at_top", "amount": amount})


@effect_template(r"if it's (an? .+? card), you may (reveal it and )?put it (onto the battlefield tapped|onto the battlefield|into your hand)")
def if_it_is_you_may(eff, m):
    """ "Look at the top card of your library. If it's a land card, you may put it onto the
    battlefield tapped" (Explorer's Scope): the player may take it only if it has the quality."""
    step = _open_dig(eff, m.group(0))
    if step.get("amount") != 1:
        raise NotUnderstood(m.group(0))
    step["for"] = quality(m.group(1).split(" ", 1)[1])
    step["optional"] = True
    if m.group(2):
        step["show"] = True
    if m.group(3) != "into your hand":
        step["into"] = "in_play"
        if m.group(3).endswith("tapped"):
            step["tapped"] = True


FOF_REST = "An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard."
AUGURY_REST = ("and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the "
               "other into your graveyard.")


def _printed_with(eff, words: str) -> bool:
    """Whether the card's printed text has these words (the sentences that finish what a
    template starts: a sentence alone would leave the instruction unfinished)."""
    return any(words in p for p in eff.card.paragraphs)


@effect_template(r"an opponent separates those cards into two piles")
def opponent_separates(eff, m):
    """Fact or Fiction: after "Reveal the top five cards of your library", and only when "Put one
    pile into your hand and the other into your graveyard" follows (it is read with it)."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "dig" or not last.get("reveal") or set(last) != {"do", "amount", "reveal"} \
            or not _printed_with(eff, FOF_REST):
        raise NotUnderstood(m.group(0))
    eff.steps[-1] = {"do": "two_piles", "amount": last["amount"]}
    eff.piles_to_close = "one pile"


@effect_template(r"put one pile into your hand and the other into your graveyard")
def one_pile_into_your_hand(eff, m):
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "two_piles" or getattr(eff, "piles_to_close", None) != "one pile":
        raise NotUnderstood(m.group(0))
    eff.piles_to_close = None


@effect_template(rf"reveal the top ({NUMBER}) cards of your library and separate them into two piles")
def you_separate(eff, m):
    """Steam Augury: you separate; "An opponent chooses one of those piles. Put that pile into
    your hand and the other into your graveyard" must follow (read with it)."""
    if not _printed_with(eff, AUGURY_REST):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "two_piles", "amount": _amount(eff, m.group(1)), "separates": "you"})
    eff.piles_to_close = "chooses"


@effect_template(r"an opponent chooses one of those piles")
def opponent_chooses_a_pile(eff, m):
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "two_piles" or getattr(eff, "piles_to_close", None) != "chooses":
        raise NotUnderstood(m.group(0))
    eff.piles_to_close = "that pile"


@effect_template(r"put that pile into your hand and the other into your graveyard")
def that_pile_into_your_hand(eff, m):
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "two_piles" or getattr(eff, "piles_to_close", None) != "that pile":
        raise NotUnderstood(m.group(0))
    eff.piles_to_close = None


MILLED = r"you may put (an? [a-z]+ card|an? [a-z]+ card and/or an? [a-z]+ card) from among (?:them|the milled cards) into your hand"
take_from_the_milled_pattern = re.compile(MILLED, re.IGNORECASE)


@effect_template(MILLED)
def take_from_the_milled(eff, m):
    """After "Mill two cards": "You may put a permanent card from among the milled cards into your hand"."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "mill" or set(last) != {"do", "amount"}:
        raise NotUnderstood(m.group(0))
    words = m.group(1)
    if " and/or " in words:
        kinds = [quality(w.split(" ", 1)[1]) for w in words.split(" and/or ")]
        eff.steps[-1] = {"do": "mill_and_take", "amount": last["amount"], "for": {"each_of": kinds}, "count": 2, "optional": True}
    else:
        eff.steps[-1] = {"do": "mill_and_take", "amount": last["amount"], "for": quality(words.split(" ", 1)[1]), "optional": True}


def _after_mill(eff, sentence: str) -> None:
    m = take_from_the_milled_pattern.fullmatch(sentence)
    if m is None:
        raise NotUnderstood(sentence)
    take_from_the_milled(eff, m)
