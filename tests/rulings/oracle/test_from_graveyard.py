"""Abilities that take a card out of a graveyard (rulings/oracle/from_graveyard.py,
rulings/engine/effects/graveyard_cards.py), played from the real cards' Oracle text:
Gravedigger's "you may return target creature card" (the "may" chosen on resolution,
2007 413.2c; 2026 608.2d), Tormod's Crypt's "Exile target player's graveyard", Junktroller's
"Put target card from a graveyard on the bottom of its owner's library" (a card goes to its
owner's library: 2007 217.1a; 2026 400.3) and Reanimate."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited, log, obj, p

EDITIONS = ["2007-02-01", "2026-06-19"]
MAY = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}
OWNERS_ZONE = {"2007-02-01": "217.1a", "2026-06-19": "400.3"}
NEW_OBJECT = {"2007-02-01": "217.1c", "2026-06-19": "400.7"}


def run(lookup, objects, actions, rules, attacked=False, **turn):
    players = [{"name": "Alice", **({"attacked_this_turn": True} if attacked else {})}, {"name": "Bob"}]
    data = {"format": 1, "rules": rules, "name": "from a graveyard", "players": players,
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", **turn}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    for who, zones in replay.final_state["zones"].items():
        for zone, objs in zones.items():
            for i, o in enumerate(objs):
                if o["id"] == oid:
                    return who, zone, i
    return None


def swamps(n):
    return [obj(f"s{i}", "Swamp") for i in range(n)]


def tap(n):
    return [{"object": f"s{i}"} for i in range(n)]


def gravedigger(lookup, rules, may):
    objects = [obj("gd", "Gravedigger", zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard"), *swamps(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gd", "mana_abilities": tap(4)},
               p("Alice"), p("Bob", trigger_targets={"gd": ["bears"]}), p("Alice"),
               p("Bob", **({"choices": {"gd": {"may": may}}} if may is not None else {}))]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gravedigger_returns_the_target_card_when_its_controller_chooses_to(lookup, pool, rules):
    assert pool["Gravedigger"].played
    replay = gravedigger(lookup, rules, True)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears")[1] == "hand"
    assert MAY[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gravedigger_leaves_the_card_when_its_controller_chooses_not_to(lookup, rules):
    replay = gravedigger(lookup, rules, False)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears")[1] == "graveyard" and "doesn't return target creature card" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tormods_crypt_exiles_every_card_of_the_target_players_graveyard(lookup, pool, rules):
    assert pool["Tormod's Crypt"].played
    objects = [obj("crypt", "Tormod's Crypt"), obj("b1", "Grizzly Bears", "Bob", "graveyard"),
               obj("b2", "Hill Giant", "Bob", "graveyard"), obj("a1", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "crypt", "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "b1")[1] == zone_of(replay, "b2")[1] == "removed_from_game"
    assert zone_of(replay, "a1")[1] == "graveyard"
    assert ("exiled" if rules.startswith("2026") else "removed from the game") in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_junktroller_puts_the_card_on_the_bottom_of_its_owners_library(lookup, pool, rules):
    assert pool["Junktroller"].played
    objects = [obj("jt", "Junktroller"), obj("bears", "Grizzly Bears", "Bob", "graveyard"),
               obj("top", "Hill Giant", "Bob", "library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "jt", "ability": 1, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    who, zone, index = zone_of(replay, "bears")
    assert zone == "library" and "Bob" in who and index == 0  # the bottom: the library's first entry
    assert OWNERS_ZONE[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_reanimate_puts_an_opponents_creature_card_under_your_control_and_you_lose_its_mana_value(lookup, pool, rules):
    assert pool["Reanimate"].played
    objects = [obj("re", "Reanimate", zone="hand"), obj("giant", "Hill Giant", "Bob", "graveyard"), *swamps(1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "re", "targets": ["giant"], "mana_abilities": tap(1)},
               p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    who, zone, _ = zone_of(replay, "giant")
    assert zone == "in_play" and "Alice" in who  # under Alice's control, though Bob owns it
    assert "Alice loses 4 life" in log(replay)
    assert NEW_OBJECT[rules] in cited(replay)


def test_reanimate_whose_target_left_the_graveyard_does_nothing_and_costs_no_life(lookup):
    objects = [obj("re", "Reanimate", zone="hand"), obj("giant", "Hill Giant", "Bob", "graveyard"), *swamps(1),
               obj("crypt", "Tormod's Crypt", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "re", "targets": ["giant"], "mana_abilities": tap(1)},
               p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "crypt", "targets": ["Bob"]},
               p("Bob"), p("Alice"), p("Bob"), p("Alice")]
    replay = run(lookup, objects, actions, "2026-06-19")
    assert zone_of(replay, "giant")[1] == "removed_from_game"
    assert "loses" not in log(replay)


def mountains(n):
    return [obj(f"m{i}", "Mountain") for i in range(n)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_hammer_of_bogardan_returns_from_the_graveyard_during_its_owners_upkeep(lookup, pool, rules):
    assert pool["Hammer of Bogardan"].played
    objects = [obj("hammer", "Hammer of Bogardan", zone="graveyard"), *mountains(5)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "hammer", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules, phase="beginning", step="upkeep")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "hammer")[1] == "hand"
    assert {"2007-02-01": "402.8g", "2026-06-19": "113.6m"}[rules] in cited(replay)


def test_hammer_of_bogardan_is_refused_outside_the_upkeep(lookup):
    objects = [obj("hammer", "Hammer of Bogardan", zone="graveyard"), *mountains(5)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "hammer", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]}]
    replay = run(lookup, objects, actions, "2026-06-19")
    assert replay.steps[-1].refused and zone_of(replay, "hammer")[1] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("attacked", [True, False])
def test_bloodsoaked_champion_returns_only_if_its_owner_attacked_this_turn(lookup, pool, rules, attacked):
    assert pool["Bloodsoaked Champion"].played
    objects = [obj("champ", "Bloodsoaked Champion", zone="graveyard"), *swamps(2)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "champ", "ability": 1, "mana_abilities": tap(2)}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules, attacked=attacked, phase="postcombat_main")
    assert replay.steps[1].refused is (not attacked), log(replay)
    assert zone_of(replay, "champ")[1] == ("in_play" if attacked else "graveyard")


def _compiled(text, types=("Sorcery",), name="Test Card"):
    return compile_card({"name": name, "mana_cost": "{B}", "types": list(types), "supertypes": [], "subtypes": [],
                         "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"})


def test_near_misses_stay_text_only(pool):
    # Beacon of Unrest's "artifact or creature card": test_graveyard_put_onto_battlefield.py plays it
    assert not _compiled("You lose life equal to that card's mana value.").played  # no card before it
    assert not _compiled("Put target creature card from a graveyard onto the battlefield under your control. "
                         "That creature is a black Zombie in addition to its other colors and types.").played
    assert not _compiled("Put target card from a graveyard on top of its owner's library.").played
    assert not pool["Dread Wanderer"].played  # "only if you have one or fewer cards in hand": not read
    assert not _compiled("Raid — {1}{B}: Return this card from your graveyard to the battlefield.", ("Creature",)).played


def squee(lookup, rules, zone="graveyard", may=True):
    objects = [obj("squee", "Squee, Goblin Nabob", zone=zone)]
    actions = [p("Alice"), p("Bob", choices={"squee": {"may": may}})]
    return run(lookup, objects, actions, rules, phase="beginning", step="untap")


@pytest.mark.parametrize("rules", EDITIONS)
def test_squee_returns_from_the_graveyard_to_its_owners_hand_at_the_beginning_of_the_upkeep(lookup, pool, rules):
    assert pool["Squee, Goblin Nabob"].played
    replay = squee(lookup, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "squee")[1] == "hand"
    assert {"2007-02-01": "402.8g", "2026-06-19": "113.6m"}[rules] in cited(replay) and MAY[rules] in cited(replay)


def test_squee_stays_in_the_graveyard_when_its_owner_chooses_not_to(lookup):
    replay = squee(lookup, "2026-06-19", may=False)
    assert zone_of(replay, "squee")[1] == "graveyard"


def test_squees_ability_doesnt_trigger_while_it_is_on_the_battlefield(lookup):
    replay = squee(lookup, "2026-06-19", zone="in_play")
    assert zone_of(replay, "squee")[1] == "in_play" and "triggers" not in log(replay)


def test_squee_exiled_from_the_graveyard_before_the_ability_resolves_stays_exiled(lookup):
    objects = [obj("squee", "Squee, Goblin Nabob", zone="graveyard"), obj("crypt", "Tormod's Crypt", "Bob")]
    actions = [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "crypt", "targets": ["Alice"]},
               p("Bob"), p("Alice"), p("Bob", choices={"squee": {"may": True}}), p("Alice")]
    replay = run(lookup, objects, actions, "2026-06-19", phase="beginning", step="untap")
    assert zone_of(replay, "squee")[1] == "removed_from_game", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ovalchase_daredevil_returns_when_an_artifact_its_owner_controls_enters(lookup, pool, rules):
    assert pool["Ovalchase Daredevil"].played
    objects = [obj("dd", "Ovalchase Daredevil", zone="graveyard"), obj("crypt", "Tormod's Crypt", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "crypt"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"dd": {"may": True}})]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "dd")[1] == "hand" and zone_of(replay, "crypt")[1] == "in_play"


def test_ovalchase_daredevil_ignores_an_artifact_an_opponent_controls(lookup):
    objects = [obj("dd", "Ovalchase Daredevil", zone="graveyard"), obj("crypt", "Tormod's Crypt", "Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Bob", "object": "crypt"}, p("Bob"), p("Alice")]
    replay = run(lookup, objects, actions, "2026-06-19", active_player="Bob")
    assert zone_of(replay, "crypt")[1] == "in_play", log(replay)
    assert zone_of(replay, "dd")[1] == "graveyard" and "triggers" not in log(replay)


def plains(n):
    return [obj(f"w{i}", "Plains") for i in range(n)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_reclaim_puts_the_card_on_top_of_its_owners_library(lookup, pool, rules):
    assert pool["Reclaim"].played
    objects = [obj("rc", "Reclaim", zone="hand"), obj("bears", "Grizzly Bears", zone="graveyard"),
               obj("old", "Hill Giant", zone="library"), obj("f", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rc", "targets": ["bears"], "mana_abilities": [{"object": "f"}]},
               p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["zones"]["Alice"]["library"][-1]["id"] == "bears"  # the top: the library's last entry


def test_reclaim_cant_target_an_opponents_card(lookup):
    objects = [obj("rc", "Reclaim", zone="hand"), obj("bears", "Grizzly Bears", "Bob", "graveyard"), obj("f", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rc", "targets": ["bears"], "mana_abilities": [{"object": "f"}]}]
    assert run(lookup, objects, actions, "2026-06-19").steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_ashen_powder_takes_a_creature_card_from_an_opponents_graveyard_only(lookup, pool, rules):
    assert pool["Ashen Powder"].played
    objects = [obj("ap", "Ashen Powder", zone="hand"), obj("theirs", "Hill Giant", "Bob", "graveyard"),
               obj("mine", "Grizzly Bears", zone="graveyard"), *swamps(4)]
    cast = {"type": "play_spell", "player": "Alice", "object": "ap", "mana_abilities": tap(4)}
    refused = run(lookup, objects, [{**cast, "targets": ["mine"]}], rules)
    assert refused.steps[-1].refused
    replay = run(lookup, objects, [{**cast, "targets": ["theirs"]}, p("Alice"), p("Bob")], rules)
    who, zone, _ = zone_of(replay, "theirs")
    assert zone == "in_play" and "Alice" in who, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_morningtide_exiles_every_graveyard(lookup, pool, rules):
    assert pool["Morningtide"].played
    objects = [obj("mt", "Morningtide", zone="hand"), obj("a", "Grizzly Bears", zone="graveyard"),
               obj("b", "Hill Giant", "Bob", "graveyard"), *plains(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mt", "mana_abilities": [{"object": "w0"}, {"object": "w1"}]},
               p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert zone_of(replay, "a")[1] == zone_of(replay, "b")[1] == "removed_from_game", log(replay)
    assert zone_of(replay, "mt")[1] == "graveyard"  # put there after it resolves


@pytest.mark.parametrize("rules", EDITIONS)
def test_soul_guide_lantern_exiles_each_opponents_graveyard_not_its_controllers(lookup, pool, rules):
    assert pool["Soul-Guide Lantern"].played
    objects = [obj("sgl", "Soul-Guide Lantern"), obj("a", "Grizzly Bears", zone="graveyard"), obj("b", "Hill Giant", "Bob", "graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "sgl", "ability": 1}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "b")[1] == "removed_from_game" and zone_of(replay, "a")[1] == "graveyard"


def test_more_near_misses_stay_text_only(pool):
    assert not pool["Summoner's Sending"].played  # "you may exile ... If you do, create ... Put a +1/+1 counter on it if ..."
    assert not _compiled("Put target card from an opponent's graveyard on top of your library.").played
    assert not _compiled("You may return target creature card from your graveyard to your hand. You may draw a card.").played


RECOVER = {"2007-02-01": "502.55a", "2026-06-19": "702.59a"}


def sun(lookup, rules, victim_owner="Alice", choice=True):
    """Alice's Shock kills a Grizzly Bears while Sun's Bounty is in her graveyard; two Plains pay recover."""
    objects = [obj("sb", "Sun's Bounty", zone="graveyard"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain"),
               obj("bears", "Grizzly Bears", victim_owner), *plains(2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", **({"choices": {"sb": {"may": choice}}} if choice is not None else {}))]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sun_s_bounty_recovers_to_its_owners_hand_when_the_cost_is_paid(lookup, pool, rules):
    assert pool["Sun's Bounty"].played
    replay = sun(lookup, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "sb")[1] == "hand" and zone_of(replay, "bears")[1] == "graveyard"
    assert RECOVER[rules] in cited(replay)
    assert all(o["tapped"] for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] in ("w0", "w1"))  # {1}{W} paid


@pytest.mark.parametrize("rules", EDITIONS)
def test_sun_s_bounty_not_paid_for_is_exiled(lookup, rules):
    replay = sun(lookup, rules, choice=None)
    assert zone_of(replay, "sb")[1] == "removed_from_game", log(replay)
    assert ("exiled" if rules.startswith("2026") else "removed from the game") in log(replay)


def test_recover_doesnt_trigger_for_a_creature_another_player_owns(lookup):
    replay = sun(lookup, "2026-06-19", victim_owner="Bob")
    assert zone_of(replay, "sb")[1] == "graveyard" and zone_of(replay, "bears")[1] == "graveyard"
    assert "Sun's Bounty's ability triggers" not in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_immortal_phoenix_returns_from_the_graveyard_to_its_owners_hand_when_it_dies(lookup, pool, rules):
    assert pool["Immortal Phoenix"].played
    objects = [obj("phx", "Immortal Phoenix", "Bob"), obj("murder", "Murder", zone="hand"), *swamps(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "murder", "targets": ["phx"], "mana_abilities": tap(3)},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    who, zone, _ = zone_of(replay, "phx")
    assert zone == "hand" and "Bob" in who
    assert NEW_OBJECT[rules] in cited(replay)


def test_immortal_phoenix_exiled_from_the_graveyard_before_its_ability_resolves_stays_exiled(lookup):
    objects = [obj("phx", "Immortal Phoenix", "Bob"), obj("murder", "Murder", zone="hand"), *swamps(3), obj("crypt", "Tormod's Crypt")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "murder", "targets": ["phx"], "mana_abilities": tap(3)},
               p("Alice"), p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "crypt", "targets": ["Bob"]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, "2026-06-19")
    assert zone_of(replay, "phx")[1] == "removed_from_game", log(replay)


def dragon_breath(lookup, rules, creature="Immortal Phoenix", cost=6, choice=True):
    objects = [obj("db", "Dragon Breath", zone="graveyard"), obj("big", creature, zone="hand"), *mountains(cost)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "big", "mana_abilities": [{"object": f"m{i}"} for i in range(cost)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"db": {"may": choice}})]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dragon_breath_returns_attached_to_a_creature_with_mana_value_6_that_enters(lookup, pool, rules):
    assert pool["Dragon Breath"].played
    replay = dragon_breath(lookup, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    breath = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "db")
    assert breath.get("attached_to") == "big", breath
    assert {"2007-02-01": "402.8g", "2026-06-19": "113.6m"}[rules] in cited(replay)


def test_dragon_breath_ignores_a_creature_with_a_smaller_mana_value(lookup):
    replay = dragon_breath(lookup, "2026-06-19", creature="Hill Giant", cost=4)
    assert zone_of(replay, "db")[1] == "graveyard" and "Dragon Breath's ability triggers" not in log(replay)


def test_dragon_breath_stays_in_the_graveyard_when_its_owner_chooses_not_to(lookup):
    replay = dragon_breath(lookup, "2026-06-19", choice=False)
    assert zone_of(replay, "db")[1] == "graveyard"


def eidolon(lookup, rules, spell, lands):
    objects = [obj("eid", "Aurora Eidolon", zone="graveyard"), obj("spell", spell, zone="hand"),
               *[obj(f"l{i}", land) for i, land in enumerate(lands)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob", choices={"eid": {"may": True}})]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_aurora_eidolon_returns_when_its_owner_casts_a_multicolored_spell(lookup, pool, rules):
    assert pool["Aurora Eidolon"].played
    replay = eidolon(lookup, rules, "Chief of the Edge", ["Plains", "Swamp"])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "eid")[1] == "hand"
    assert len(replay.final_state["stack"]) == 1  # it triggered as the spell was cast: the spell hasn't resolved yet


def test_aurora_eidolon_ignores_a_spell_of_one_color(lookup):
    replay = eidolon(lookup, "2026-06-19", "Grizzly Bears", ["Forest", "Forest"])
    assert zone_of(replay, "eid")[1] == "graveyard" and "Aurora Eidolon's ability triggers" not in log(replay)


LAND_FROM_GRAVEYARD = {"2007-02-01": "103.1", "2026-06-19": "116.2a"}


def crucible(lookup, rules, crucible_owner="Alice", extra_actions=()):
    objects = [obj("cw", "Crucible of Worlds", crucible_owner), obj("f", "Forest", zone="graveyard"), obj("f2", "Forest", zone="hand")]
    actions = [*extra_actions, {"type": "play_land", "player": "Alice", "object": "f"}]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crucible_of_worlds_lets_its_controller_play_a_land_from_their_graveyard(lookup, pool, rules):
    assert pool["Crucible of Worlds"].played
    replay = crucible(lookup, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "f")[1] == "in_play"
    assert LAND_FROM_GRAVEYARD[rules] in cited(replay)


def test_an_opponents_crucible_of_worlds_doesnt_let_you_play_lands_from_your_graveyard(lookup):
    replay = crucible(lookup, "2026-06-19", crucible_owner="Bob")
    assert replay.steps[-1].refused and zone_of(replay, "f")[1] == "graveyard"


def test_a_land_from_the_graveyard_uses_the_turns_land_play(lookup):
    replay = crucible(lookup, "2026-06-19", extra_actions=[{"type": "play_land", "player": "Alice", "object": "f2"}])
    assert replay.steps[-1].refused and zone_of(replay, "f")[1] == "graveyard"


FLASHBACK = {"2007-02-01": "502.22a", "2026-06-19": "702.34a"}


def snapcaster(lookup, rules, after=()):
    objects = [obj("snap", "Snapcaster Mage", zone="hand"), obj("shock", "Shock", zone="graveyard"),
               obj("i1", "Island"), obj("i2", "Island"), obj("m", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "snap", "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob", trigger_targets={"snap": ["shock"]}), p("Alice"), p("Bob"), *after]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_snapcaster_mage_gives_a_card_flashback_for_its_mana_cost_and_it_is_exiled_after(lookup, pool, rules):
    assert pool["Snapcaster Mage"].played
    cast = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]}
    replay = snapcaster(lookup, rules, [cast, p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][1]["life"] == 18
    assert zone_of(replay, "shock")[1] == "removed_from_game"
    assert FLASHBACK[rules] in cited(replay)


def test_without_snapcaster_the_card_cant_be_cast_from_the_graveyard(lookup):
    objects = [obj("shock", "Shock", zone="graveyard"), obj("m", "Mountain")]
    cast = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]}
    assert run(lookup, objects, [cast], "2026-06-19").steps[-1].refused


def test_the_flashback_snapcaster_gives_ends_with_the_turn(lookup):
    """Cast in Alice's end step; in Bob's next upkeep the Shock has no flashback any more (514.2)."""
    objects = [obj("snap", "Snapcaster Mage", zone="hand"), obj("shock", "Shock", zone="graveyard"),
               obj("i1", "Island"), obj("i2", "Island"), obj("m", "Mountain")]
    cast = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]}
    actions = [{"type": "play_spell", "player": "Alice", "object": "snap", "mana_abilities": [{"object": "i1"}, {"object": "i2"}]},
               p("Alice"), p("Bob", trigger_targets={"snap": ["shock"]}), p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               p("Bob"), cast]
    replay = run(lookup, objects, actions, "2026-06-19", phase="end", step="end_of_turn")
    assert "gains flashback until end of turn" in log(replay)
    assert replay.steps[-1].refused and zone_of(replay, "shock")[1] == "graveyard", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("chosen", [["giant", "bears"], ["giant"]])
def test_lethal_protection_returns_up_to_one_creature_card_to_your_hand(lookup, pool, rules, chosen):
    assert pool["Lethal Protection"].played
    objects = [obj("lp", "Lethal Protection", zone="hand"), obj("giant", "Hill Giant", "Bob"),
               obj("bears", "Grizzly Bears", zone="graveyard"), *swamps(4)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lp", "targets": chosen, "mana_abilities": tap(4)}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "giant")[1] == "graveyard"
    assert zone_of(replay, "bears")[1] == ("hand" if "bears" in chosen else "graveyard")


@pytest.mark.parametrize("rules", EDITIONS)
def test_gravewaker_returns_a_creature_card_to_the_battlefield_tapped(lookup, pool, rules):
    assert pool["Gravewaker"].played
    objects = [obj("gw", "Gravewaker"), obj("giant", "Hill Giant", zone="graveyard"), *swamps(7)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "gw", "ability": 1, "targets": ["giant"],
                "mana_abilities": tap(7)}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    giant = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "giant")
    assert giant["tapped"] is True


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("in_graveyard", [7, 6])
def test_chainflingers_threshold_ability_needs_seven_cards_in_its_controllers_graveyard(lookup, pool, rules, in_graveyard):
    assert pool["Chainflinger"].played
    objects = [obj("cf", "Chainflinger"), *mountains(3), *[obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(in_graveyard)],
               *[obj(f"b{i}", "Grizzly Bears", "Bob", "graveyard") for i in range(3)]]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cf", "ability": 1, "targets": ["Bob"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]}, p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert replay.steps[1].refused is (in_graveyard < 7), log(replay)
    assert replay.final_state["players"][1]["life"] == (18 if in_graveyard >= 7 else 20)


def test_a_threshold_mana_ability_is_restricted_as_a_mana_ability_is():
    """Its restriction is the activation limits' (activation_limits.py checks it for mana abilities too)."""
    compiled = _compiled("Threshold — {T}: Add {B}{B}. Activate only if there are seven or more cards in your graveyard.", ("Land",))
    assert compiled.played and compiled.definition["abilities"][0]["only_while"] == {"cards_in_your_graveyard_at_least": 7}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("named", ["b1", None])
def test_relic_of_progenitus_the_target_player_exiles_the_card_they_choose(lookup, pool, rules, named):
    assert pool["Relic of Progenitus"].played
    objects = [obj("relic", "Relic of Progenitus"), obj("b1", "Grizzly Bears", "Bob", "graveyard"), obj("b2", "Hill Giant", "Bob", "graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "relic", "targets": ["Bob"]}, p("Alice"),
               p("Bob", **({"choices": {"relic": {"cards": [named]}}} if named else {}))]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    gone = named or "b2"  # without a choice: the last card put there
    assert zone_of(replay, gone)[1] == "removed_from_game"
    assert zone_of(replay, "b2" if gone == "b1" else "b1")[1] == "graveyard"
    assert MAY[rules] in cited(replay)


def test_relic_of_progenitus_refuses_a_card_from_another_graveyard(lookup):
    objects = [obj("relic", "Relic of Progenitus"), obj("b1", "Grizzly Bears", "Bob", "graveyard"), obj("a1", "Hill Giant", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "relic", "targets": ["Bob"]}, p("Alice"),
               p("Bob", choices={"relic": {"cards": ["a1"]}})]
    replay = run(lookup, objects, actions, "2026-06-19")
    assert replay.steps[-1].refused and zone_of(replay, "a1")[1] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_timetwister_each_player_shuffles_hand_and_graveyard_into_library_then_draws_seven(lookup, pool, rules):
    assert pool["Timetwister"].played
    objects = [obj("tt", "Timetwister", zone="hand"), obj("i1", "Island"), obj("i2", "Island"), obj("i3", "Island"),
               obj("ah", "Grizzly Bears", zone="hand"), obj("ag", "Hill Giant", zone="graveyard"),
               obj("bh1", "Grizzly Bears", "Bob", "hand"), obj("bh2", "Grizzly Bears", "Bob", "hand"),
               *[obj(f"al{i}", "Grizzly Bears", zone="library") for i in range(10)],
               *[obj(f"bl{i}", "Hill Giant", "Bob", "library") for i in range(10)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "tt", "mana_abilities": [{"object": f"i{i}"} for i in (1, 2, 3)]},
               p("Alice"), p("Bob")]
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    zones = replay.final_state["zones"]
    assert len(zones["Alice"]["hand"]) == 7 and len(zones["Bob"]["hand"]) == 7
    assert len(zones["Alice"]["library"]) == 5 and len(zones["Bob"]["library"]) == 5
    assert [o["id"] for o in zones["Alice"]["graveyard"]] == ["tt"]  # on the stack as it resolved, then to the graveyard


@pytest.mark.parametrize("rules", EDITIONS)
def test_ichor_wellspring_draws_as_it_enters_and_as_it_is_put_into_a_graveyard(lookup, pool, rules):
    assert pool["Ichor Wellspring"].played
    objects = [obj("iw", "Ichor Wellspring", zone="hand"), obj("nat", "Naturalize", "Bob", "hand"),
               obj("f1", "Forest", "Bob"), obj("f2", "Forest", "Bob"), *mountains(2),
               *[obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(3)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "iw", "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # it resolves; its enters ability resolves: a card
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "nat", "targets": ["iw"], "mana_abilities": [{"object": "f1"}, {"object": "f2"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]  # Naturalize resolves; the leaves-the-battlefield ability: a card
    replay = run(lookup, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "iw")[1] == "graveyard"
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 2, log(replay)
