"""The card library: real cards of the 2007 era, in the engine's vocabulary.

A scenario may name one of these cards or define a card inline with exactly
the same keys (see SCENARIO_FORMAT.md). Oracle wording as of early 2007.
"""
from __future__ import annotations

import copy


def _tap_for(color: str) -> dict:
    return {"kind": "activated", "cost": {"tap": True},
            "effect": [{"do": "add_mana", "mana": "{%s}" % color}],
            "text": "{T}: Add {%s} to your mana pool." % color}


def _basic(name: str, color: str) -> dict:
    return {"name": name, "types": ["Land"], "supertypes": ["Basic"], "subtypes": [name],
            "abilities": [_tap_for(color)], "text": f"({{T}}: Add {{{color}}} to your mana pool.)"}


def _creature(name, cost, subtypes, power, toughness, abilities=(), text="", types=("Creature",)):
    return {"name": name, "mana_cost": cost, "types": list(types), "subtypes": list(subtypes),
            "power": power, "toughness": toughness, "abilities": list(abilities), "text": text}


FLYING = {"kind": "keyword", "keyword": "flying"}
HASTE = {"kind": "keyword", "keyword": "haste"}

_CARDS = [
    _basic("Forest", "G"), _basic("Island", "U"), _basic("Swamp", "B"),
    _basic("Mountain", "R"), _basic("Plains", "W"),
    {"name": "Reflecting Pool", "types": ["Land"],
     "abilities": [{"kind": "activated", "cost": {"tap": True},
                    "effect": [{"do": "add_mana_land_could_produce"}],
                    "text": "{T}: Add to your mana pool one mana of any type that a land you control could produce."}],
     "text": "{T}: Add to your mana pool one mana of any type that a land you control could produce."},
    _creature("Llanowar Elves", "{G}", ["Elf", "Druid"], 1, 1, [_tap_for("G")], "{T}: Add {G} to your mana pool."),
    _creature("Grizzly Bears", "{1}{G}", ["Bear"], 2, 2),
    _creature("Hill Giant", "{3}{R}", ["Giant"], 3, 3),
    _creature("Gray Ogre", "{2}{R}", ["Ogre"], 2, 2),
    _creature("Raging Goblin", "{R}", ["Goblin", "Berserker"], 1, 1, [HASTE], "Haste"),
    _creature("Drudge Skeletons", "{1}{B}", ["Skeleton"], 1, 1, [
        {"kind": "activated", "cost": {"mana": "{B}"}, "effect": [{"do": "regenerate", "what": "self"}],
         "text": "{B}: Regenerate Drudge Skeletons."}], "{B}: Regenerate Drudge Skeletons."),
    _creature("Uthden Troll", "{2}{R}", ["Troll"], 2, 2, [
        {"kind": "activated", "cost": {"mana": "{R}"}, "effect": [{"do": "regenerate", "what": "self"}],
         "text": "{R}: Regenerate Uthden Troll."}], "{R}: Regenerate Uthden Troll."),
    _creature("Fencing Ace", "{1}{W}", ["Human", "Soldier"], 1, 1, [{"kind": "keyword", "keyword": "double_strike"}], "Double strike"),
    _creature("White Knight", "{W}{W}", ["Human", "Knight"], 2, 2,
              [{"kind": "keyword", "keyword": "first_strike"}, {"kind": "keyword", "keyword": "protection", "from": "black"}],
              "First strike, protection from black"),
    _creature("Black Knight", "{B}{B}", ["Human", "Knight"], 2, 2,
              [{"kind": "keyword", "keyword": "first_strike"}, {"kind": "keyword", "keyword": "protection", "from": "white"}],
              "First strike, protection from white"),
    _creature("Youthful Knight", "{1}{W}", ["Human", "Knight"], 2, 1, [{"kind": "keyword", "keyword": "first_strike"}], "First strike"),
    _creature("Spined Wurm", "{4}{G}", ["Wurm"], 5, 4, [{"kind": "keyword", "keyword": "trample"}], "Trample"),
    _creature("Wind Drake", "{2}{U}", ["Drake"], 2, 2, [FLYING], "Flying"),
    _creature("Mogg Fanatic", "{R}", ["Goblin"], 1, 1, [
        {"kind": "activated", "cost": {"sacrifice": "self"}, "targets": ["creature_or_player"],
         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
         "text": "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player."}],
        "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to target creature or player."),
    _creature("Prodigal Sorcerer", "{2}{U}", ["Human", "Wizard"], 1, 1, [
        {"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
         "text": "{T}: Prodigal Sorcerer deals 1 damage to target creature or player."}],
        "{T}: Prodigal Sorcerer deals 1 damage to target creature or player."),
    _creature("Necrosavant", "{3}{B}{B}{B}", ["Zombie", "Giant"], 5, 5, [
        {"kind": "activated", "zone": "graveyard", "timing": "your_upkeep",
         "cost": {"mana": "{3}{B}", "sacrifice": "creature"},
         "effect": [{"do": "return_to_play", "what": "self"}],
         "text": "{3}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. "
                 "Play this ability only during your upkeep."}],
        "{3}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. "
        "Play this ability only during your upkeep."),
    _creature("Soul Warden", "{W}", ["Human", "Cleric"], 1, 1, [
        {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "another_creature"},
         "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
         "text": "Whenever another creature comes into play, you gain 1 life."}],
        "Whenever another creature comes into play, you gain 1 life."),
    _creature("Skinthinner", "{1}{B}", ["Zombie"], 2, 1, [
        {"kind": "keyword", "keyword": "morph", "cost": "{3}{B}{B}"},
        {"kind": "triggered", "trigger": {"event": "turned_face_up", "who": "self"},
         "targets": ["nonblack_creature"], "effect": [{"do": "destroy", "what": "target:0"}],
         "text": "When Skinthinner is turned face up, destroy target nonblack creature."}],
        "Morph {3}{B}{B}. When Skinthinner is turned face up, destroy target nonblack creature."),
    _creature("Transguild Courier", "{4}", ["Golem"], 3, 3, [
        {"kind": "static", "characteristic": {"colors": ["white", "blue", "black", "red", "green"]},
         "text": "Transguild Courier is all colors."}],
        "Transguild Courier is all colors.", types=("Artifact", "Creature")),
    _creature("Rootwalla", "{2}{G}", ["Lizard"], 2, 2, [
        {"kind": "activated", "cost": {"mana": "{1}{G}"}, "once_each_turn": True,
         "effect": [{"do": "pump", "power": 2, "toughness": 2, "to": "self", "until": "end_of_turn"}],
         "text": "{1}{G}: Rootwalla gets +2/+2 until end of turn. Play this ability only once each turn."}],
        "{1}{G}: Rootwalla gets +2/+2 until end of turn. Play this ability only once each turn."),
    {"name": "Threaten", "mana_cost": "{2}{R}", "types": ["Sorcery"], "targets": ["creature"],
     "effect": [{"do": "untap", "what": "target:0"},
                {"do": "gain_control", "what": "target:0", "until": "end_of_turn"},
                {"do": "gain_ability", "ability": HASTE, "to": "target:0", "until": "end_of_turn"}],
     "text": "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn."},
    {"name": "Lightning Bolt", "mana_cost": "{R}", "types": ["Instant"], "targets": ["creature_or_player"],
     "effect": [{"do": "damage", "amount": 3, "to": "target:0"}],
     "text": "Lightning Bolt deals 3 damage to target creature or player."},
    {"name": "Rift Bolt", "mana_cost": "{2}{R}", "types": ["Sorcery"], "targets": ["creature_or_player"],
     "abilities": [{"kind": "keyword", "keyword": "suspend", "count": 1, "cost": "{R}"}],
     "effect": [{"do": "damage", "amount": 3, "to": "target:0"}],
     "text": "Rift Bolt deals 3 damage to target creature or player. Suspend 1-{R}"},
    _creature("Errant Ephemeron", "{6}{U}", ["Illusion"], 4, 4, [FLYING, {"kind": "keyword", "keyword": "suspend", "count": 4, "cost": "{1}{U}"}],
              "Flying. Suspend 4-{1}{U}"),
    {"name": "Blaze", "mana_cost": "{X}{R}", "types": ["Sorcery"], "targets": ["creature_or_player"],
     "effect": [{"do": "damage", "amount": "X", "to": "target:0"}],
     "text": "Blaze deals X damage to target creature or player."},
    {"name": "Counterspell", "mana_cost": "{U}{U}", "types": ["Instant"], "targets": ["spell"],
     "effect": [{"do": "counter", "what": "target:0"}], "text": "Counter target spell."},
    {"name": "Giant Growth", "mana_cost": "{G}", "types": ["Instant"], "targets": ["creature"],
     "effect": [{"do": "pump", "power": 3, "toughness": 3, "to": "target:0", "until": "end_of_turn"}],
     "text": "Target creature gets +3/+3 until end of turn."},
    {"name": "Dark Ritual", "mana_cost": "{B}", "types": ["Instant"],
     "effect": [{"do": "add_mana", "mana": "{B}{B}{B}"}], "text": "Add {B}{B}{B} to your mana pool."},
    {"name": "Terror", "mana_cost": "{1}{B}", "types": ["Instant"], "targets": ["nonartifact_nonblack_creature"],
     "effect": [{"do": "destroy", "what": "target:0", "no_regenerate": True}],
     "text": "Destroy target nonartifact, nonblack creature. It can't be regenerated."},
    {"name": "Bonesplitter", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
     "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 2, "toughness": 0},
                    "text": "Equipped creature gets +2/+0."},
                   {"kind": "keyword", "keyword": "equip", "cost": "{1}"}],
     "text": "Equipped creature gets +2/+0. Equip {1}"},
    {"name": "Unsummon", "mana_cost": "{U}", "types": ["Instant"], "targets": ["creature"],
     "effect": [{"do": "return_to_hand", "what": "target:0"}],
     "text": "Return target creature to its owner's hand."},
    {"name": "Jump", "mana_cost": "{U}", "types": ["Instant"], "targets": ["creature"],
     "effect": [{"do": "gain_ability", "ability": FLYING, "to": "target:0", "until": "end_of_turn"}],
     "text": "Target creature gains flying until end of turn."},
    {"name": "Crash Landing", "mana_cost": "{2}{G}", "types": ["Instant"], "targets": ["creature"],
     "effect": [{"do": "lose_ability", "keyword": "flying", "to": "target:0", "until": "end_of_turn"},
                {"do": "damage", "amount": {"count": "forests_you_control"}, "to": "target:0"}],
     "text": "Target creature loses flying until end of turn. Crash Landing deals damage to that "
             "creature equal to the number of Forests you control."},
    {"name": "Humble", "mana_cost": "{1}{W}", "types": ["Instant"], "targets": ["creature"],
     "effect": [{"do": "lose_all_abilities", "to": "target:0", "until": "end_of_turn"},
                {"do": "set_pt", "power": 0, "toughness": 1, "to": "target:0", "until": "end_of_turn"}],
     "text": "Target creature loses all abilities and becomes 0/1 until end of turn."},
    {"name": "Circle of Protection: Red", "mana_cost": "{1}{W}", "types": ["Enchantment"],
     "abilities": [{"kind": "activated", "cost": {"mana": "{1}"},
                    "effect": [{"do": "prevent_damage_from_source", "to": "you", "color": "red"}],
                    "text": "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage."}],
     "text": "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage."},
    {"name": "Healing Salve", "mana_cost": "{W}", "types": ["Instant"],
     "modes": [
         {"text": "Target player gains 3 life.", "targets": ["player"],
          "effect": [{"do": "gain_life", "amount": 3, "player": "target:0"}]},
         {"text": "Prevent the next 3 damage that would be dealt to target creature or player this turn.",
          "targets": ["creature_or_player"],
          "effect": [{"do": "prevent_damage", "amount": 3, "to": "target:0"}]}],
     "text": "Choose one - Target player gains 3 life; or prevent the next 3 damage that would be dealt "
             "to target creature or player this turn."},
    {"name": "Flight", "mana_cost": "{U}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
     "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                   {"kind": "static", "affects": "enchanted", "gains": FLYING,
                    "text": "Enchanted creature has flying."}],
     "text": "Enchant creature. Enchanted creature has flying."},
    {"name": "Holy Strength", "mana_cost": "{W}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
     "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                   {"kind": "static", "affects": "enchanted", "pump": {"power": 1, "toughness": 2},
                    "text": "Enchanted creature gets +1/+2."}],
     "text": "Enchant creature. Enchanted creature gets +1/+2."},
    {"name": "Crusade", "mana_cost": "{W}{W}", "types": ["Enchantment"],
     "abilities": [{"kind": "static", "affects": "creatures", "filter": {"color": "white"}, "pump": {"power": 1, "toughness": 1},
                    "text": "White creatures get +1/+1."}],
     "text": "White creatures get +1/+1."},
    {"name": "Twisted Image", "mana_cost": "{U}", "types": ["Instant"], "targets": ["creature"],
     "effect": [{"do": "switch_pt", "to": "target:0", "until": "end_of_turn"}, {"do": "draw", "amount": 1}],
     "text": "Switch target creature's power and toughness until end of turn. Draw a card."},
    {"name": "Carbonize", "mana_cost": "{2}{R}", "types": ["Instant"], "targets": ["creature_or_player"],
     "effect": [{"do": "damage", "amount": 3, "to": "target:0", "no_regenerate": True},
                {"do": "replace_graveyard", "what": "target:0", "instead": "remove_from_game"}],
     "text": "Carbonize deals 3 damage to target creature or player. That creature can't be regenerated this turn. "
             "If the creature would be put into a graveyard this turn, remove it from the game instead."},
    {"name": "Leyline of the Void", "mana_cost": "{2}{B}{B}", "types": ["Enchantment"],
     "abilities": [{"kind": "static", "replacement": {"event": "put_into_graveyard", "whose": "opponents", "instead": "remove_from_game"},
                    "text": "If a card would be put into an opponent's graveyard from anywhere, remove it from the game instead."}],
     "text": "If Leyline of the Void is in your opening hand, you may begin the game with it in play. "
             "If a card would be put into an opponent's graveyard from anywhere, remove it from the game instead."},
    {"name": "Raise the Alarm", "mana_cost": "{1}{W}", "types": ["Instant"],
     "effect": [{"do": "create_token", "id": "soldier", "count": 2,
                 "token": {"types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}],
     "text": "Put two 1/1 white Soldier creature tokens into play."},
    {"name": "Twincast", "mana_cost": "{U}{U}", "types": ["Instant"], "targets": ["instant_or_sorcery_spell"],
     "effect": [{"do": "copy_spell", "what": "target:0"}],
     "text": "Copy target instant or sorcery spell. You may choose new targets for the copy."},
    {"name": "Grapeshot", "mana_cost": "{1}{R}", "types": ["Sorcery"], "targets": ["creature_or_player"],
     "abilities": [{"kind": "keyword", "keyword": "storm"}],
     "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
     "text": "Grapeshot deals 1 damage to target creature or player. Storm"},
    {"name": "Empty the Warrens", "mana_cost": "{3}{R}", "types": ["Sorcery"],
     "abilities": [{"kind": "keyword", "keyword": "storm"}],
     "effect": [{"do": "create_token", "id": "goblin", "count": 2,
                 "token": {"types": ["Creature"], "subtypes": ["Goblin"], "colors": ["red"], "power": 1, "toughness": 1}}],
     "text": "Put two 1/1 red Goblin creature tokens into play. Storm"},
    _creature("Clone", "{3}{U}", ["Shapeshifter"], 0, 0, [
        {"kind": "static", "comes_into_play": {"as_copy_of": "creature"},
         "text": "As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature."}],
        "As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature."),
    {"name": "Near-Death Experience", "mana_cost": "{2}{W}{W}{W}", "types": ["Enchantment"],
     "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                    "if": {"your_life_exactly": 1}, "effect": [{"do": "win_game"}],
                    "text": "At the beginning of your upkeep, if you have exactly 1 life, you win the game."}],
     "text": "At the beginning of your upkeep, if you have exactly 1 life, you win the game."},
    {"name": "Mana Flare", "mana_cost": "{2}{R}", "types": ["Enchantment"],
     "abilities": [{"kind": "triggered", "trigger": {"event": "tapped_for_mana", "what": "land"},
                    "effect": [{"do": "add_mana_same_type"}],
                    "text": "Whenever a player taps a land for mana, that player adds one mana to his or "
                            "her mana pool of any type that land produced."}],
     "text": "Whenever a player taps a land for mana, that player adds one mana to his or her mana pool "
             "of any type that land produced."},
    {"name": "Sneak Attack", "mana_cost": "{3}{R}", "types": ["Enchantment"],
     "abilities": [{"kind": "activated", "cost": {"mana": "{R}"},
                    "effect": [{"do": "put_into_play_from_hand", "type": "Creature"},
                               {"do": "gain_ability", "ability": HASTE, "to": "it"},
                               {"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it",
                                "effect": [{"do": "sacrifice", "what": "it"}],
                                "text": "Sacrifice the creature at end of turn."}],
                    "text": "{R}: You may put a creature card from your hand into play. That creature has "
                            "haste. Sacrifice the creature at end of turn."}],
     "text": "{R}: You may put a creature card from your hand into play. That creature has haste. "
             "Sacrifice the creature at end of turn."},
]

# Two cards whose 2007 triggered wording became a keyword the 2026 rules define
# (702.2 deathtouch, 702.15 lifelink); the 2026 Oracle text is in ORACLE_2026.
_CARDS += [
    _creature("Typhoid Rats", "{B}", ["Rat"], 1, 1, [
        {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "creature"},
         "effect": [{"do": "destroy", "what": "it"}],
         "text": "Whenever Typhoid Rats deals damage to a creature, destroy that creature."}],
        "Whenever Typhoid Rats deals damage to a creature, destroy that creature."),
    {"name": "Loxodon Warhammer", "mana_cost": "{3}", "types": ["Artifact"], "subtypes": ["Equipment"],
     "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 3, "toughness": 0},
                    "gains": {"kind": "keyword", "keyword": "trample"},
                    "text": "Equipped creature gets +3/+0 and has trample."},
                   {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "equipped", "to": "any"},
                    "effect": [{"do": "gain_life", "amount": {"count": "damage_dealt"}, "player": "you"}],
                    "text": "Whenever equipped creature deals damage, you gain that much life."},
                   {"kind": "keyword", "keyword": "equip", "cost": "{3}"}],
     "text": "Equipped creature gets +3/+0 and has trample. Whenever equipped creature deals damage, "
             "you gain that much life. Equip {3}"},
]

# Flip cards (508): the upside-down half is the card's "flip" (name, text box,
# type line, power and toughness; color and mana cost are the card's). An
# ability the engine can't play (a discard, a count of cards fewer than three)
# is in the card's text only, like Leyline of the Void's opening-hand clause.
_CARDS += [
    {**_creature("Jushi Apprentice", "{1}{U}", ["Human", "Wizard"], 1, 2, [
        {"kind": "activated", "cost": {"mana": "{2}{U}", "tap": True},
         "effect": [{"do": "draw", "amount": 1}, {"do": "flip", "if": {"your_hand_at_least": 9}}],
         "text": "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice."}],
        "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice."),
     "flip": {"name": "Tomoya the Revealer", "supertypes": ["Legendary"], "types": ["Creature"], "subtypes": ["Human", "Wizard"],
              "power": 2, "toughness": 3, "abilities": [
                  {"kind": "activated", "cost": {"mana": "{3}{U}{U}", "tap": True}, "targets": ["player"],
                   "effect": [{"do": "draw", "amount": {"count": "cards_in_your_hand"}, "player": "target:0"}],
                   "text": "{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand."}],
              "text": "{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand."}},
    {**_creature("Nezumi Shortfang", "{1}{B}", ["Rat", "Rogue"], 1, 1, [
        {"kind": "activated", "cost": {"mana": "{1}{B}", "tap": True}, "targets": ["opponent"],
         "effect": [{"do": "discard", "player": "target:0"}, {"do": "flip", "what": "self", "if": {"target_hand_empty": True}}],
         "text": "{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in hand, flip Nezumi Shortfang."}],
                 "{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in hand, flip Nezumi Shortfang."),
     "flip": {"name": "Stabwhisker the Odious", "supertypes": ["Legendary"], "types": ["Creature"], "subtypes": ["Rat", "Shaman"],
              "power": 3, "toughness": 3, "abilities": [],
              "text": "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three "
                      "in his or her hand."}},
    {**_creature("Akki Lavarunner", "{3}{R}", ["Goblin", "Warrior"], 1, 1, [
        HASTE,
        {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self", "to": "opponent"},
         "effect": [{"do": "flip", "what": "self"}],
         "text": "Whenever Akki Lavarunner deals damage to an opponent, flip it."}],
        "Haste. Whenever Akki Lavarunner deals damage to an opponent, flip it."),
     "flip": {"name": "Tok-Tok, Volcano Born", "supertypes": ["Legendary"], "types": ["Creature"], "subtypes": ["Goblin", "Shaman"],
              "power": 2, "toughness": 2, "abilities": [{"kind": "keyword", "keyword": "protection", "from": "red"}],
              "text": "Protection from red. If a red source would deal damage to a player, it deals that much damage plus 1 "
                      "to that player instead."}},
    # its text as rule 510.4's example quotes it
    _creature("Dimir Doppelganger", "{1}{U}{B}", ["Shapeshifter"], 0, 2, [
        {"kind": "activated", "cost": {"mana": "{1}{U}{B}"}, "targets": ["creature_card_in_a_graveyard"],
         "effect": [{"do": "remove_from_game", "what": "target:0"},
                    {"do": "become_copy", "to": "self", "of": "it", "gains": "this_ability"}],
         "text": "{1}{U}{B}: Remove target creature card in a graveyard from the game. "
                 "Dimir Doppelganger becomes a copy of that card and gains this ability."}],
        "{1}{U}{B}: Remove target creature card in a graveyard from the game. "
        "Dimir Doppelganger becomes a copy of that card and gains this ability."),
]

CARD_LIBRARY: dict[str, dict] = {c["name"]: c for c in _CARDS}

# What changed in the 2026 Oracle text beyond the rules' words: the keys that
# replace the 2007 ones when a scenario is played under the June 2026 rules.
ORACLE_2026: dict[str, dict] = {
    "Typhoid Rats": {"abilities": [{"kind": "keyword", "keyword": "deathtouch"}], "text": "Deathtouch"},
    "Loxodon Warhammer": {
        "abilities": [{"kind": "static", "affects": "equipped", "pump": {"power": 3, "toughness": 0},
                       "gains": {"kind": "keyword", "keyword": "trample"},
                       "text": "Equipped creature gets +3/+0 and has trample and lifelink."},
                      {"kind": "static", "affects": "equipped", "gains": {"kind": "keyword", "keyword": "lifelink"},
                       "text": "Equipped creature has lifelink."},
                      {"kind": "keyword", "keyword": "equip", "cost": "{3}"}],
        "text": "Equipped creature gets +3/+0 and has trample and lifelink. Equip {3}"},
}

# The library's cards in their 2026 Oracle wording, where it differs from the
# 2007 one. "Target creature or player" became "any target" (115.4: creatures,
# players, planeswalkers or battles; the engine has neither planeswalkers nor
# battles, so Lightning Bolt's legal targets are the same set under both
# editions and its "targets" entry serves both); mana goes into the pool
# without saying so; "play this ability" became "activate".
CARD_WORDING_2026: tuple[tuple[str, str], ...] = (
    ("target creature or player", "any target"),
    ("Add to your mana pool one mana of any type", "Add one mana of any type"),
    ("adds one mana to his or her mana pool of any type that land produced",
     "adds an additional one mana of any type that land produced"),
    (" to your mana pool.", "."),
    ("Play this ability only once each turn.", "Activate only once each turn."),
    ("Play this ability only during your upkeep.", "Activate only during your upkeep."),
    ("Return Necrosavant from your graveyard to play.", "Return Necrosavant from your graveyard to the battlefield."),
    ("put a creature card from your hand into play", "put a creature card from your hand onto the battlefield"),
    ("Whenever another creature comes into play, you gain 1 life.", "Whenever another creature enters, you gain 1 life."),
    ("his or her", "their"),
    ("If the creature would be put into a graveyard this turn, remove it from the game instead.",
     "If the creature would die this turn, exile it instead."),
    ("you may begin the game with it in play. If a card would be put into an opponent's graveyard from anywhere, "
     "remove it from the game instead.",
     "you may begin the game with it on the battlefield. If a card would be put into an opponent's graveyard from "
     "anywhere, exile it instead."),
    ("Put two 1/1 white Soldier creature tokens into play.", "Create two 1/1 white Soldier creature tokens."),
    ("Put two 1/1 red Goblin creature tokens into play.", "Create two 1/1 red Goblin creature tokens."),
    ("As Clone comes into play, you may choose a creature in play. If you do, Clone comes into play as a copy of that creature.",
     "You may have Clone enter as a copy of any creature on the battlefield."),
    # as rule 110.5c's example quotes it in 2026
    ("Remove target creature card in a graveyard from the game. Dimir Doppelganger becomes a copy of that card and gains this ability.",
     "Exile target creature card from a graveyard. This creature becomes a copy of that card, except it has this ability."),
)


def oracle_wording(text: str) -> str:
    """A library card's 2007 text in its 2026 Oracle wording (CARD_WORDING_2026)."""
    for old, new in CARD_WORDING_2026:
        if old in text:
            text = text.replace(old, new)
    return text


def _in_2026_words(value):
    """The card's "text" fields (its own and its abilities') in Oracle wording."""
    if isinstance(value, dict):
        return {k: oracle_wording(v) if k == "text" and isinstance(v, str) else _in_2026_words(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_in_2026_words(v) for v in value]
    return value


CARD_LIBRARY_2026: dict[str, dict] = {name: _in_2026_words({**c, **ORACLE_2026[name]} if name in ORACLE_2026 else c)
                                      for name, c in CARD_LIBRARY.items()}
# CARD_LIBRARY is shared by every game: treat it (and each definition) as read-only;
# use card_definition(name) for a copy to edit.


def library_for(edition: str) -> dict[str, dict]:
    """The library as the edition reads it (2026: Oracle keywords for old triggers)."""
    return CARD_LIBRARY_2026 if edition == "2026-06-19" else CARD_LIBRARY


def card_definition(name: str) -> dict:
    """A private copy of a library card (scenario edits never leak into the library)."""
    return copy.deepcopy(CARD_LIBRARY[name])
