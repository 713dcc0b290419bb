"""More conditions of a static ability ("as long as ..."), about the permanents players control and the
cards in their hands, for the source's controller ("you"):

- `{"you_control_other_creature_of_color": "black"}`: "~ gets +1/+1 as long as you control another black
  creature" (Ashenmoor Cohort): a creature of that color its controller controls, other than the source;
- `{"you_control_creature_of_color": "blue"}`: "... as long as you control a blue creature" (Gearsmith Guardian);
- `{"you_control_permanent_of_color": "red"}`: "As long as you control a red permanent, ..." (Ember Weaver);
- `{"you_control_other_multicolored_permanent": true}`: "As long as you control another multicolored
  permanent, ..." (Bant Sureblade): a permanent of two or more colors (2007 203.2; 2026 105.4), not the source;
- `{"opponent_controls_permanent_of_color": "black"}`: "as long as an opponent controls a black permanent"
  (Black Scarab, Radiant Essence); `{"opponent_controls_nontoken_permanent_of_color": "white"}`: "... a nontoken
  white permanent" (Beasts of Bogardan); `{"a_player_controls_permanent_of_color": "black"}`: "as long as any
  player controls a black permanent" (Knight of Grace; the source itself counts);
- `{"lands_you_control_at_least": 7}`: "As long as you control seven or more lands, ..." (Gigantoad);
- `{"you_control_a_token": true}`: "As long as you control a token, ..." (Briarbridge Tracker);
- `{"your_life_at_most": 5}`: "Fateful hour — As long as you have 5 or less life, ..." (Thraben Doomsayer);
- `{"cards_in_your_hand_at_least": 7}` / `{"cards_in_your_hand_at_most": 1}`: "As long as you have seven or more
  cards in hand" (Akki Underling), "as long as you have one or fewer cards in hand" (Thresher Lizard);
  `{"more_cards_in_hand_than_each_opponent": true}` (Okina Nightwatch);
- `{"cards_you_drew_this_turn_at_least": 2}`: "as long as you've drawn two or more cards this turn" (Eyekite): the
  cards its controller has drawn this turn (second_draw.py counts them, from zero as each turn begins).

Each is read each time the characteristics are (2007 418.5a; 2026 613.4c, 611.3a): a color or a card type
through layers 1 to 5 only (continuous.types_now), so the condition never waits on power and toughness. The
permanents' conditions are TYPE_CONDITIONS (an ability granted while one holds must change no color or type);
the hands' conditions read no characteristic (SAFE). continuous.condition_holds asks `while_holds`."""
from __future__ import annotations

COLORS = ("white", "blue", "black", "red", "green")

#: the conditions and their kinds, for the loader and the schema (scenario/cards/abilities.py STATIC_WHILE)
COLOR_KEYS = ("you_control_other_creature_of_color", "you_control_creature_of_color", "you_control_permanent_of_color",
              "opponent_controls_permanent_of_color", "opponent_controls_nontoken_permanent_of_color",
              "a_player_controls_permanent_of_color")
PERMANENT_KEYS = (*COLOR_KEYS, "you_control_other_multicolored_permanent", "lands_you_control_at_least", "you_control_a_token")
HAND_KEYS = ("your_life_at_most", "cards_in_your_hand_at_least", "cards_in_your_hand_at_most", "more_cards_in_hand_than_each_opponent",
             "cards_you_drew_this_turn_at_least")
WHILE = {**{k: "string" for k in COLOR_KEYS}, "you_control_other_multicolored_permanent": "true",
         "lands_you_control_at_least": "integer", "cards_in_your_hand_at_least": "integer",
         "cards_in_your_hand_at_most": "integer", "more_cards_in_hand_than_each_opponent": "true",
         "cards_you_drew_this_turn_at_least": "integer", "you_control_a_token": "true", "your_life_at_most": "integer"}


def _has_color(game, obj, color: str, creature: bool = False) -> bool:
    from .continuous import types_now
    c = types_now(game, obj)
    return color in c.colors and (not creature or c.is_creature)


def while_holds(game, source, cond: dict) -> bool:
    """Whether every condition of these `cond` names holds now, for `source`'s controller."""
    from .continuous import types_now
    you = source.controller
    others = [p.index for p in game.players if p.index != you]
    if "you_control_other_creature_of_color" in cond and not any(
            o is not source and _has_color(game, o, cond["you_control_other_creature_of_color"], creature=True)
            for o in game.in_play(you)):
        return False
    if "you_control_creature_of_color" in cond and not any(
            _has_color(game, o, cond["you_control_creature_of_color"], creature=True) for o in game.in_play(you)):
        return False
    if "you_control_permanent_of_color" in cond and not any(
            _has_color(game, o, cond["you_control_permanent_of_color"]) for o in game.in_play(you)):
        return False
    if cond.get("you_control_other_multicolored_permanent") and not any(
            o is not source and len(set(types_now(game, o).colors)) >= 2 for o in game.in_play(you)):
        return False
    if "opponent_controls_permanent_of_color" in cond and not any(
            _has_color(game, o, cond["opponent_controls_permanent_of_color"]) for p in others for o in game.in_play(p)):
        return False
    if "opponent_controls_nontoken_permanent_of_color" in cond and not any(
            not o.token and _has_color(game, o, cond["opponent_controls_nontoken_permanent_of_color"])
            for p in others for o in game.in_play(p)):
        return False
    if "a_player_controls_permanent_of_color" in cond and not any(
            _has_color(game, o, cond["a_player_controls_permanent_of_color"]) for o in game.in_play()):
        return False
    if "lands_you_control_at_least" in cond and sum(
            "Land" in types_now(game, o).types for o in game.in_play(you)) < cond["lands_you_control_at_least"]:
        return False
    if cond.get("you_control_a_token") and not any(o.token for o in game.in_play(you)):
        return False
    if "your_life_at_most" in cond and game.players[you].life > cond["your_life_at_most"]:
        return False
    hand = len(game.zones[(you, "hand")])
    if "cards_in_your_hand_at_least" in cond and hand < cond["cards_in_your_hand_at_least"]:
        return False
    if "cards_in_your_hand_at_most" in cond and hand > cond["cards_in_your_hand_at_most"]:
        return False
    if cond.get("more_cards_in_hand_than_each_opponent") and not all(hand > len(game.zones[(p, "hand")]) for p in others):
        return False
    if "cards_you_drew_this_turn_at_least" in cond and game.draws_this_turn.count(you) < cond["cards_you_drew_this_turn_at_least"]:
        return False
    return True


def problems(cond: dict) -> list[tuple[str, str]]:
    """(field, message) for each thing wrong with such a condition (the loader's check)."""
    return [(k, f'is a color ({", ".join(COLORS)})') for k in COLOR_KEYS if k in cond and cond[k] not in COLORS]
