"""Cards from outside the game, and what a card does before the game begins
(rulings/engine/outside_the_game.py):

* the Wishes: "You may reveal a sorcery card you own from outside the game and put it into your
  hand." (Burning Wish; an instant, a creature or land, an artifact or enchantment, a multicolored
  card; Legion Angel's "a card you own named ~"); Death Wish's "You may put a card you own from
  outside the game into your hand." (not revealed). 2007 217.1e; 2026 400.11, 400.11b.
* "Learn." (2026 701.48a), alone or after a trigger or an activated ability's cost.
* "If this card is in your opening hand, you may begin the game with it on the battlefield." (the
  Leylines; 2026 103.6a): a card with another ability that acts as it enters ("As this enchantment
  enters, choose a creature type") stays text only, since the engine puts it there without entering
  abilities being looked at.
* "A deck can have any number of cards named ~." (2026 100.2a; 2007 100.2): a rule of deck
  construction, which does nothing in a game; the replay says so (as for partner abilities).

Near forms stay text only: "you may play a card you own from outside the game this turn" (Wish),
"exchange that card with a card in your hand", a search "outside the game and/or your library",
"If this card is in your opening hand and you're not the starting player", "at the beginning of your
first upkeep" or "of your first main phase", companions.

* "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, ..."
  (the Chancellors; 2026 103.6b): a triggered ability whose event (`revealed_from_opening_hand`) never
  happens in a game; a scenario that starts the game marks the card `reveal_from_opening_hand`, and its
  effect becomes a delayed trigger at the first upkeep (rulings/engine/outside_the_game.py)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template, parse_effect
from .text import sentences

#: the kinds of card a Wish names, as printed -> the engine's `card` fields
KINDS = {"sorcery": {"any_of_types": ["Sorcery"]}, "instant": {"any_of_types": ["Instant"]},
         "creature": {"any_of_types": ["Creature"]}, "creature or land": {"any_of_types": ["Creature", "Land"]},
         "artifact or enchantment": {"any_of_types": ["Artifact", "Enchantment"]},
         "artifact": {"any_of_types": ["Artifact"]}, "enchantment": {"any_of_types": ["Enchantment"]},
         "land": {"any_of_types": ["Land"]}, "multicolored": {"multicolored": True}}


@effect_template(r"you may reveal an? (?:(?P<kind>[a-z ]+?) card you own|card you own named ~) from outside the game "
                 r"and put it into your hand")
def reveal_from_outside_the_game(eff, m):
    kind = m.group("kind")
    if kind is not None and kind not in KINDS:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_into_hand_from_outside_the_game", "card": dict(KINDS[kind]) if kind else {"named_self": True}})


@effect_template(r"you may put a card you own from outside the game into your hand")
def put_from_outside_the_game(eff, m):
    """Death Wish: any card, not revealed."""
    eff.steps.append({"do": "put_into_hand_from_outside_the_game", "card": {}, "reveal": False})


@effect_template(r"learn")
def learn(eff, m):
    eff.steps.append({"do": "learn"})


@ability_template(r"If (?:~|this card) is in your opening hand, you may begin the game with (?:it|him|her) on the battlefield\.")
def begin_the_game_on_the_battlefield(card, m) -> list[dict]:
    if any(re.search(r"\benters?\b|\bas ~ enters\b", p, re.IGNORECASE) for p in card.paragraphs if p != m.group(0)):
        raise NotUnderstood(m.group(0))  # "As this enchantment enters, choose ...": not looked at before the game
    return [{"kind": "keyword", "keyword": "begin_game_on_battlefield"}]


@ability_template(r"A deck can have any number of cards named ~\.")
def any_number_in_deck(card, m) -> list[dict]:
    return [{"kind": "keyword", "keyword": "any_number_in_deck"}]


@ability_template(r"You may reveal (?:this card|~) from your opening hand\. If you do, at the beginning of the first upkeep, ([^.]+)\.")
def reveal_from_the_opening_hand(card, m) -> list[dict]:
    """The Chancellors (2026 103.6b): an ability that never triggers in the game; the card revealed from the
    opening hand makes its effect a delayed trigger at the first upkeep of the game (the starting player's)."""
    body = re.sub(r", then you ", ". You ", m.group(1))  # "..., then you gain life equal to the life lost this way": in order (608.2c)
    eff = parse_effect(card, sentences(body + "."))
    if eff.targets:
        raise NotUnderstood(m.group(0))  # the engine chooses no target for it before the game
    return [{"kind": "triggered", "trigger": {"event": "revealed_from_opening_hand"}, "effect": eff.steps}]
