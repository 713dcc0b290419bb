""" "that player" / "they" / "defending player" of a triggered ability, compiled from real cards
(player_referents_cards.json, records copied from the pool) and played: the player who cast the
spell (2026 601.2i; 2007 409.1i), who discarded the card, who drew it, and the player the
attacking creature is attacking (2026 508.5; 2007 308.1). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card


CARDS = Path(__file__).parent / "player_referents_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
DEFENDING = {R26: "508.5", R07: "308.1"}


def p(player, **extra):
    return {"type": "pass_priority", "player": player, **extra}


def run(cards, rules, objects, actions, active="Alice", phase="precombat_main", step=None):
    sc = {"format": 1, "rules": rules, "name": "referents", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": active, "phase": phase, "step": step},
          "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(sc, cards=cards))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert not any(s.refused for s in replay.steps), log
    cites = {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
    players = {pl["name"]: pl for pl in replay.final_state["players"]}
    return replay, log, cites, players


def lands(owner, card, n):
    return [{"id": f"{owner[0].lower()}{card[0].lower()}{i}", "card": card, "owner": owner, "zone": "in_play"} for i in range(n)]


def test_every_card_of_the_family_is_fully_played(compiled):
    for name in ("Megrim", "Spellshock", "Raiders' Wake", "Sheoldred, the Apocalypse", "Vedalken Ghoul", "Swamp Mosquito",
                 "Thraximundar", "Falkenrath Perforator", "Slate Street Ruffian"):
        assert compiled[name].played, name


@pytest.mark.parametrize("rules", [R26, R07])
def test_megrim_deals_2_damage_to_the_opponent_for_each_card_they_discard(cards, rules):
    spell = {"type": "play_spell", "player": "Alice", "object": "rot", "targets": ["Bob"],
             "mana_abilities": [{"object": o["id"]} for o in lands("Alice", "Swamp", 3)]}
    objects = [{"id": "megrim", "card": "Megrim", "owner": "Alice", "zone": "in_play"},
               {"id": "rot", "card": "Mind Rot", "owner": "Alice", "zone": "hand"}, *lands("Alice", "Swamp", 3),
               {"id": "b1", "card": "Forest", "owner": "Bob", "zone": "hand"},
               {"id": "b2", "card": "Island", "owner": "Bob", "zone": "hand"},
               {"id": "b3", "card": "Plains", "owner": "Bob", "zone": "hand"}]
    replay, log, cites, players = run(cards, rules, objects, [spell, p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert players["Bob"]["life"] == 16 and players["Alice"]["life"] == 20, log
    assert len(replay.final_state["zones"]["Bob"]["graveyard"]) == 2, log


@pytest.mark.parametrize("rules", [R26, R07])
def test_spellshock_deals_2_damage_to_the_player_who_cast_the_spell(cards, rules):
    bolt = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"],
            "mana_abilities": [{"object": "bm0"}]}
    objects = [{"id": "shock", "card": "Spellshock", "owner": "Alice", "zone": "in_play"},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "Bob", "zone": "hand"}, *lands("Bob", "Mountain", 1)]
    replay, log, cites, players = run(cards, rules, objects, [p("Alice"), bolt, p("Bob"), p("Alice"), p("Alice"), p("Bob")])
    assert players["Bob"]["life"] == 18 and players["Alice"]["life"] == 17, log


def test_raiders_wake_makes_the_player_who_discarded_lose_2_life(cards):
    spell = {"type": "play_spell", "player": "Alice", "object": "rot", "targets": ["Bob"],
             "mana_abilities": [{"object": o["id"]} for o in lands("Alice", "Swamp", 3)]}
    objects = [{"id": "wake", "card": "Raiders' Wake", "owner": "Alice", "zone": "in_play"},
               {"id": "rot", "card": "Mind Rot", "owner": "Alice", "zone": "hand"}, *lands("Alice", "Swamp", 3),
               {"id": "b1", "card": "Forest", "owner": "Bob", "zone": "hand"}]
    replay, log, cites, players = run(cards, R26, objects, [spell, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert players["Bob"]["life"] == 18 and players["Alice"]["life"] == 20, log


def test_sheoldred_makes_the_opponent_who_draws_lose_2_life_for_each_card(cards):
    div = {"type": "play_spell", "player": "Bob", "object": "div", "targets": [],
           "mana_abilities": [{"object": o["id"]} for o in lands("Bob", "Island", 3)]}
    objects = [{"id": "sheol", "card": "Sheoldred, the Apocalypse", "owner": "Alice", "zone": "in_play"},
               {"id": "div", "card": "Divination", "owner": "Bob", "zone": "hand"}, *lands("Bob", "Island", 3),
               *[{"id": f"lib{i}", "card": "Swamp", "owner": "Bob", "zone": "library"} for i in range(3)]]
    replay, log, cites, players = run(cards, R26, objects, [div, p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice")],
                                      active="Bob")
    assert players["Bob"]["life"] == 16 and players["Alice"]["life"] == 20, log


def combat(cards, rules, attacker, bob_objects=(), blocks=None, choices=None, attack_triggers=1):
    """Alice attacks with `attacker`; each trigger of the declare attackers step resolves; then,
    if `blocks` is given, Bob declares them and the triggers of the declare blockers step resolve."""
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": [attacker["id"]]}]
    for _ in range(attack_triggers):
        actions += [p("Alice"), {**p("Bob"), **({"choices": choices} if choices else {})}]
    if blocks is not None:
        actions += [p("Alice"), p("Bob"), {"type": "declare_blockers", "player": "Bob", "blocks": list(blocks)}, p("Alice"), p("Bob")]
    return run(cards, rules, [attacker, *bob_objects], actions, phase="combat", step="beginning_of_combat")


@pytest.mark.parametrize("rules", [R26, R07])
def test_vedalken_ghoul_blocked_makes_the_defending_player_lose_4_life(cards, rules):
    ghoul = {"id": "ghoul", "card": "Vedalken Ghoul", "owner": "Alice", "zone": "in_play"}
    bear = {"id": "bear", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}
    replay, log, cites, players = combat(cards, rules, ghoul, [bear], blocks=[{"blocker": "bear", "attacker": "ghoul"}],
                                       attack_triggers=0)
    assert players["Bob"]["life"] == 16 and players["Alice"]["life"] == 20, log
    assert DEFENDING[rules] in cites, log


@pytest.mark.parametrize("rules", [R26, R07])
def test_swamp_mosquito_unblocked_gives_the_defending_player_a_poison_counter(cards, rules):
    mosquito = {"id": "mos", "card": "Swamp Mosquito", "owner": "Alice", "zone": "in_play"}
    replay, log, cites, players = combat(cards, rules, mosquito, blocks=[], attack_triggers=0)
    assert players["Bob"].get("poison") == 1 and "poison" not in players["Alice"], log
    assert DEFENDING[rules] in cites


def test_thraximundar_makes_the_defending_player_sacrifice_the_creature_they_choose(cards):
    thrax = {"id": "thrax", "card": "Thraximundar", "owner": "Alice", "zone": "in_play"}
    bobs = [{"id": "bear", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
            {"id": "bear2", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    replay, log, cites, players = combat(cards, R26, thrax, bobs, choices={"thrax": {"sacrifices": {"Bob": "bear2"}}},
                                      attack_triggers=2)  # then its own "whenever a player sacrifices a creature"
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]] == ["bear2"], log
    assert "508.5" in cites


def test_falkenrath_perforator_deals_1_damage_to_the_defending_player_as_it_attacks(cards):
    perf = {"id": "perf", "card": "Falkenrath Perforator", "owner": "Alice", "zone": "in_play"}
    replay, log, cites, players = combat(cards, R26, perf)
    assert players["Bob"]["life"] == 19 and players["Alice"]["life"] == 20, log
    assert "508.5" in cites


def played(text, types=("Enchantment",), name="Near Miss"):
    return compile_card({"name": name, "mana_cost": "{2}{B}", "types": list(types), "subtypes": [],
                         "power": "2" if "Creature" in types else None, "toughness": "2" if "Creature" in types else None,
                         "text": text}).played


def test_near_misses_stay_text_only():
    assert played("Whenever an opponent casts a spell, that player loses 1 life.")
    assert not played("Whenever an opponent casts a spell, that player loses life equal to its mana value.")
    assert not played("Whenever an opponent casts a spell, that player may pay {1}. If they don't, copy that spell.")
    assert not played("Whenever you cast a spell, that player loses 1 life.")
    assert not played("Whenever an opponent discards a card, that player loses 2 life and you put that card onto the battlefield.")
    assert not played("Whenever an opponent draws a card, they lose 2 life unless they discard a card.")
    assert not played("Whenever this creature attacks, defending player loses 1 life.")  # an enchantment isn't a creature
    assert not played("Whenever this creature attacks, defending player loses life equal to its power.", types=("Creature",))
    assert not played("Whenever this creature blocks, defending player loses 1 life.", types=("Creature",))
    assert not played("Whenever a creature you control becomes blocked, defending player loses 1 life.", types=("Creature",))


@pytest.mark.parametrize("rules", [R26, R07])
def test_master_of_diversion_taps_the_creature_of_the_defending_player_it_targets(cards, rules):
    master = {"id": "master", "card": "Master of Diversion", "owner": "Alice", "zone": "in_play"}
    bobs = [{"id": "bear", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["master"],
                                      "trigger_targets": {"master": ["bear"]}}, p("Alice"), p("Bob")]
    replay, log, cites, players = run(cards, rules, [master, *bobs], actions, phase="combat", step="beginning_of_combat")
    bear = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "bear")
    assert bear["tapped"] is True, log
    assert DEFENDING[rules] in cites


def test_master_of_diversion_cant_target_a_creature_of_its_own_controller(compiled):
    spec = compiled["Master of Diversion"].definition["abilities"][0]["targets"]
    assert spec == [{"types": ["Creature"], "controller": "defending"}]


def rhystic(cards, rules, choice):
    bolt = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "bm0"}]}
    objects = [{"id": "study", "card": "Rhystic Study", "owner": "Alice", "zone": "in_play"},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "Bob", "zone": "hand"}, *lands("Bob", "Mountain", 2),
               {"id": "lib", "card": "Island", "owner": "Alice", "zone": "library"}]
    return run(cards, rules, objects, [p("Alice"), bolt, p("Bob"), p("Alice", choices={"study": choice})])


@pytest.mark.parametrize("rules", [R26, R07])
def test_rhystic_study_draws_when_the_caster_doesnt_pay_1(cards, rules):
    replay, log, cites, players = rhystic(cards, rules, {"pays": False, "may": True})
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["hand"]] == ["lib"], log
    assert {"2026-06-19": "608.2d", "2007-02-01": "413.2c"}[rules] in cites


@pytest.mark.parametrize("rules", [R26, R07])
def test_rhystic_study_draws_nothing_when_the_caster_pays_1(cards, rules):
    replay, log, cites, players = rhystic(cards, rules, {"pays": True, "may": True})
    assert replay.final_state["zones"]["Alice"]["hand"] == [], log
    bm1 = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "bm1")
    assert bm1["tapped"] is True, log
    if rules == R26:
        assert "118.12a" in cites


def test_near_misses_of_unless_stay_text_only():
    assert played("Whenever an opponent casts a spell, that player loses 1 life unless they pay {1}.")
    assert not played("Whenever an opponent casts a spell, that player loses 1 life unless they pay {X}.")
    assert not played("Whenever an opponent casts a spell, that player loses 1 life unless they pay 2 life.")
    assert not played("Whenever an opponent casts a spell, that player loses 1 life unless they sacrifice a creature.")


def test_sunder_shaman_destroys_the_artifact_of_the_player_it_dealt_combat_damage_to(cards):
    shaman = {"id": "shaman", "card": "Sunder Shaman", "owner": "Alice", "zone": "in_play"}
    bobs = [{"id": "thopter", "card": "Ornithopter", "owner": "Bob", "zone": "in_play"}]
    actions = [p("Alice"), p("Bob"), {"type": "declare_attackers", "player": "Alice", "attackers": ["shaman"]}, p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay, log, cites, players = run(cards, R26, [shaman, *bobs], actions, phase="combat", step="beginning_of_combat")
    assert players["Bob"]["life"] == 15, log
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]] == ["thopter"], log


def test_sunder_shaman_targets_only_what_the_damaged_player_controls(compiled):
    assert compiled["Sunder Shaman"].definition["abilities"][-1]["targets"] == [
        {"types": ["Artifact", "Enchantment"], "controller": "defending"}]


def test_nefarox_attacking_alone_makes_the_defending_player_sacrifice(cards):
    nef = {"id": "nef", "card": "Nefarox, Overlord of Grixis", "owner": "Alice", "zone": "in_play"}
    bobs = [{"id": "bear", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    replay, log, cites, players = combat(cards, R26, nef, bobs, attack_triggers=2)  # exalted, then its own
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]] == ["bear"], log
    assert "508.5" in cites


def muse(cards, rules, bob_cards):
    objects = [{"id": "muse", "card": "Lavaborn Muse", "owner": "Alice", "zone": "in_play"},
               *[{"id": f"h{i}", "card": "Island", "owner": "Bob", "zone": "hand"} for i in range(bob_cards)]]
    return run(cards, rules, objects, [p("Bob"), p("Alice")], active="Bob", phase="beginning", step="upkeep")


@pytest.mark.parametrize("rules", [R26, R07])
def test_lavaborn_muse_deals_3_damage_to_the_opponent_with_two_or_fewer_cards_in_hand(cards, rules):
    replay, log, cites, players = muse(cards, rules, 2)
    assert players["Bob"]["life"] == 17 and players["Alice"]["life"] == 20, log


@pytest.mark.parametrize("rules", [R26, R07])
def test_lavaborn_muse_doesnt_trigger_for_an_opponent_with_three_cards_in_hand(cards, rules):
    replay, log, cites, players = muse(cards, rules, 3)
    assert players["Bob"]["life"] == 20 and "does not trigger" in log, log
    assert {R26: "603.4", R07: "404.3"}[rules] in cites


def test_the_active_players_hand_condition_is_read_and_a_count_of_their_hand_is_not():
    """ "if that player has two or more cards in hand" is the active player's (active_player_conditions.py);
    "life equal to the number of cards in their hand" stays text only."""
    assert played("At the beginning of each opponent's upkeep, if that player has two or more cards in hand, they lose 1 life.")
    assert not played("At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, "
                      "they lose life equal to the number of cards in their hand.")


def test_smothering_tithe_makes_a_treasure_for_each_card_the_opponent_draws_without_paying(cards):
    div = {"type": "play_spell", "player": "Bob", "object": "div", "targets": [],
           "mana_abilities": [{"object": o["id"]} for o in lands("Bob", "Island", 3)]}
    objects = [{"id": "tithe", "card": "Smothering Tithe", "owner": "Alice", "zone": "in_play"},
               {"id": "div", "card": "Divination", "owner": "Bob", "zone": "hand"}, *lands("Bob", "Island", 3),
               *[{"id": f"lib{i}", "card": "Swamp", "owner": "Bob", "zone": "library"} for i in range(3)]]
    replay, log, cites, players = run(cards, R26, objects, [div, p("Bob"), p("Alice"), p("Bob"), p("Alice", choices={"tithe": {"pays": False}}),
                                                            p("Bob"), p("Alice")], active="Bob")
    treasures = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o.get("name") == "Treasure"]
    assert len(treasures) == 2, log
    assert "118.12a" in cites


@pytest.mark.parametrize("rules", [R26, R07])
def test_unifying_theory_draws_a_card_for_the_caster_who_pays_2(cards, rules):
    bolt = {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"], "mana_abilities": [{"object": "bm0"}]}
    objects = [{"id": "theory", "card": "Unifying Theory", "owner": "Alice", "zone": "in_play"},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "Bob", "zone": "hand"}, *lands("Bob", "Mountain", 3),
               {"id": "blib", "card": "Island", "owner": "Bob", "zone": "library"},
               {"id": "alib", "card": "Island", "owner": "Alice", "zone": "library"}]
    replay, log, cites, players = run(cards, rules, objects, [p("Alice"), bolt, p("Bob"), p("Alice", choices={"theory": {"pays": True}})])
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["hand"]] == ["blib"], log
    assert replay.final_state["zones"]["Alice"]["hand"] == [], log


def test_near_misses_of_may_pay_stay_text_only():
    assert not played("Whenever an opponent draws a card, that player may pay {2}.\nIf the player doesn't, you create a Treasure token.")
    assert not played("Whenever an opponent draws a card, that player may pay {X}. If the player doesn't, you create a Treasure token.")
    assert not played("Whenever an opponent draws a card, that player may pay 2 life. If they don't, you draw a card.")
    assert not played("Whenever an opponent draws a card, you may pay {2}. If the player doesn't, you draw a card.")


def test_massacre_wurm_makes_the_controller_of_each_creature_that_dies_lose_2_life(cards):
    wurm = {"type": "play_spell", "player": "Alice", "object": "wurm", "targets": [],
            "mana_abilities": [{"object": o["id"]} for o in lands("Alice", "Swamp", 6)]}
    objects = [{"id": "wurm", "card": "Massacre Wurm", "owner": "Alice", "zone": "hand"}, *lands("Alice", "Swamp", 6),
               {"id": "bear1", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
               {"id": "bear2", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    replay, log, cites, players = run(cards, R26, objects, [wurm, *[p("Alice"), p("Bob")] * 4])
    assert len(replay.final_state["zones"]["Bob"]["graveyard"]) == 2, log
    assert players["Bob"]["life"] == 16 and players["Alice"]["life"] == 20, log
