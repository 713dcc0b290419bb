"""Counts a spell's own cost reduction makes that no characteristic-defining ability does
("This spell costs {X} less to cast, where X is the total power of creatures you control",
Ghalta, Primal Hunger; "... the greatest power among creatures you control", Molten
Monstrosity): counted for the caster as the total cost is determined (2007 409.1f; 2026
601.2f) with the creatures' power now (every layer applied), the cost locked in then (2007
409.1h; 2026 601.2h). A creature with negative power adds less than nothing to a total (its
power is what it is), but a reduction is never below {0} (spell_costs.py)."""
from __future__ import annotations

#: the count kinds of this module (spell_costs.py reads them beside characteristic_defining.KINDS)
KINDS = ("total_power_of_creatures_you_control", "greatest_power_among_creatures_you_control")
KINDS += ("creatures_in_your_party",)  # "This spell costs {1} less to cast for each creature in your party" (party.py; 2026 700.8)
#: "This spell costs {1} less to cast for each creature that attacked this turn" (Rowdy Research): each creature declared
#: as an attacker this turn, whoever's and wherever it is now (an event of the past: 2026 508.1a; raid.py notes them)
KINDS += ("creatures_that_attacked_this_turn",)
#: "This spell costs {2} less to cast if you've cast another spell this turn" (Focus the Mind; with "at_least": 1): the spells
#: the caster has cast this turn, however cast. The spell whose cost is being determined is not one of them: it becomes cast
#: only once its costs are paid (2026 601.2f before 601.2i; 2007 409.1f before 409.1i)
KINDS += ("spells_you_cast_this_turn",)
#: "This spell costs {3} less to cast if a creature died this turn" (Bone Picker; "for each creature that died this turn",
#: Diregraf Rebirth): every creature, any player's, put into a graveyard from the battlefield this turn (died_this_turn.py's count)
KINDS += ("creatures_died_this_turn",)
#: "Delirium — This spell costs {2} less to cast if there are four or more card types among cards in your graveyard" (Scour the
#: Laboratory): the card types among the cards in the caster's graveyard (2026 205.2a), the spell itself on the stack not among them
KINDS += ("card_types_in_your_graveyard",)
#: the Avatars' "If an opponent has no cards in hand / controls seven or more lands / controls at least four more creatures than
#: you, this spell costs {6} less to cast" (with "at_least"): each opponent still in the game (2026 102.2, 800.4a) looked at
#: alone, the most any one has (or how many have none); "you" the caster
KINDS += ("opponents_with_no_cards_in_hand", "most_lands_an_opponent_controls", "most_creatures_an_opponent_controls_beyond_yours")
#: "Vivid — This spell costs {1} less to cast for each color among permanents you control" (Rime Chill): the colors (of five)
#: any permanent the caster controls has now (2026 105.1; a colorless one has none)
KINDS += ("colors_among_permanents_you_control",)
#: "This spell costs {1} less to cast during your turn" (Mental Modulation; with "at_least": 1): 1 during the caster's own turn,
#: else 0
KINDS += ("your_turn",)
#: life gained this turn, raid, an opponent's graveyard or poison counters (own_cost_conditions.py)
from .own_cost_conditions import KINDS as _MORE  # noqa: E402
KINDS += _MORE


def amount(game, player: int, spec: dict) -> int:
    """The number a count of KINDS says now for `player`."""
    from .continuous import characteristics
    if spec["count"] in _MORE:
        from .own_cost_conditions import amount as more
        return more(game, player, spec)
    if spec["count"] == "creatures_in_your_party":
        from .party import party_size
        return party_size(game, player)
    if spec["count"] == "spells_you_cast_this_turn":
        return game.players[player].spells_cast_this_turn
    if spec["count"] in ("opponents_with_no_cards_in_hand", "most_lands_an_opponent_controls",
                         "most_creatures_an_opponent_controls_beyond_yours"):
        return _opponents(game, player, spec["count"])
    if spec["count"] == "colors_among_permanents_you_control":
        return len({col for o in game.in_play(player) for col in characteristics(game, o).colors})
    if spec["count"] == "your_turn":
        return int(game.active == player)
    if spec["count"] == "creatures_died_this_turn":
        return game.creatures_died_this_turn
    if spec["count"] == "card_types_in_your_graveyard":
        return len({t for oid in game.zones[(player, "graveyard")] for t in game.objects[oid].card.get("types", ())})
    if spec["count"] == "creatures_that_attacked_this_turn":
        return len(game.creatures_attacked_this_turn)
    powers = [characteristics(game, o).power or 0 for o in game.in_play(player)
              if "Creature" in characteristics(game, o).types]
    if spec["count"] == "total_power_of_creatures_you_control":
        return max(0, sum(powers))
    return max([0, *powers])


def _opponents(game, player: int, kind: str) -> int:
    """What the Avatars' conditions look at, each opponent of `player` alone."""
    from .continuous import characteristics
    opponents = [o.index for o in game.opponents(player)]
    if kind == "opponents_with_no_cards_in_hand":
        return sum(1 for o in opponents if not game.zones[(o, "hand")])

    def of_type(who: int, card_type: str) -> int:
        return sum(1 for o in game.in_play(who) if card_type in characteristics(game, o).types)
    if kind == "most_lands_an_opponent_controls":
        return max([0, *(of_type(o, "Land") for o in opponents)])
    yours = of_type(player, "Creature")
    return max([0, *(of_type(o, "Creature") - yours for o in opponents)])
