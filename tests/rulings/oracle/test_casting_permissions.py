"""Real cards that change when spells may be cast (rulings/oracle/casting_permissions.py):
Lightning Reflexes ("You may cast this spell as though it had flash. If you cast it any time a
sorcery couldn't have been cast, ... sacrifices it at the beginning of the next cleanup step": 2026
101.1, 514.3a; 2007 103.1, 314.3), Vedalken Orrery / Yeva ("You may cast [green creature] spells as
though they had flash") and Voice of Victory / Basandra ("can't cast spells during your turn / during
combat": 2026 101.2; 2007 103.2); Servant of the Conduit ("{T}, Pay {E}: Add one mana of any color.": 2026
107.14, energy being later than 2007)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited, log, obj, objects_in, p

R26, R07 = "2026-06-19", "2007-02-01"
CARDS = Path(__file__).parent / "casting_permissions_cards.json"
AS_THOUGH = {R26: "101.1", R07: "103.1"}
CLEANUP = {R26: "514.3a", R07: "314.3"}
CANT = {R26: "101.2", R07: "103.2"}


def play(cards, objects, actions, rules=R26, active="Alice", phase="precombat_main", players=None):
    data = {"format": 1, "rules": rules, "name": "casting permissions", "players": players or [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": active, "phase": phase}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=cards))


def zone_of(replay, oid):
    return objects_in(replay.final_state).get(oid, {}).get("zone")


@pytest.mark.parametrize("name", ["Lightning Reflexes", "Spider Climb", "Parapet", "Vedalken Orrery", "Yeva, Nature's Herald",
                                  "Vernal Equinox", "Mai and Zuko", "Voice of Victory", "Basandra, Battle Seraph", "Tidal Barracuda"])
def test_the_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_the_kinds_of_spell_are_read(compiled):
    assert {"kind": "keyword", "keyword": "flash_permission", "what": "green Creature"} in compiled["Yeva, Nature's Herald"].definition["abilities"]
    assert {"kind": "keyword", "keyword": "flash_permission", "what": "Ally or Artifact"} in compiled["Mai and Zuko"].definition["abilities"]
    assert {"kind": "keyword", "keyword": "flash_permission", "what": "Creature or Enchantment", "any_player": True} \
        in compiled["Vernal Equinox"].definition["abilities"]


REFLEXES = [obj("lr", "Lightning Reflexes", owner="Bob", zone="hand"), obj("m1", "Mountain", owner="Bob"), obj("m2", "Mountain", owner="Bob"),
            obj("bear", "Grizzly Bears", owner="Bob")]
CAST_REFLEXES = {"type": "play_spell", "player": "Bob", "object": "lr", "targets": ["bear"]}


@pytest.mark.parametrize("rules", [R26, R07])
def test_lightning_reflexes_cast_on_an_opponent_s_turn_is_sacrificed_at_cleanup(cards, rules):
    replay = play(cards, REFLEXES, [p("Alice"), CAST_REFLEXES, p("Bob"), p("Alice"),
                                    {"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"),
                                    p("Alice"), p("Bob")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lr") == "graveyard"
    assert {AS_THOUGH[rules], CLEANUP[rules]} <= cited(replay)
    assert "Bob sacrifices Lightning Reflexes" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_lightning_reflexes_cast_in_its_caster_s_main_phase_stays(cards, rules):
    replay = play(cards, REFLEXES, [CAST_REFLEXES, p("Bob"), p("Alice"), {"type": "pass_until", "player": "Bob", "step": "end_of_turn"},
                                    p("Bob"), p("Alice")], rules, active="Bob")
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "lr") == "in_play"
    assert AS_THOUGH[rules] not in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_vedalken_orrery_lets_a_sorcery_speed_spell_be_cast_on_an_opponent_s_turn(cards, rules):
    objects = [obj("orrery", "Vedalken Orrery", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("f1", "Forest", owner="Bob"), obj("f2", "Forest", owner="Bob")]
    replay = play(cards, objects, [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bears"}, p("Bob"), p("Alice")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "in_play"
    assert AS_THOUGH[rules] in cited(replay)


def test_yeva_s_permission_covers_green_creature_spells_only(cards):
    objects = [obj("yeva", "Yeva, Nature's Herald", owner="Bob"), obj("myr", "Shimmer Myr", owner="Alice", zone="hand"),
               obj("orrery", "Vedalken Orrery", owner="Bob", zone="hand"), *(obj(f"f{i}", "Forest", owner="Bob") for i in range(5))]
    replay = play(cards, objects, [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "orrery"}])
    assert replay.steps[-1].refused
    assert zone_of(replay, "orrery") == "hand"


@pytest.mark.parametrize("rules", [R26, R07])
def test_voice_of_victory_stops_an_opponent_s_instant_during_its_controller_s_turn(cards, rules):
    objects = [obj("voice", "Voice of Victory"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    replay = play(cards, objects, [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["voice"]}], rules)
    assert replay.steps[-1].refused
    assert CANT[rules] in cited(replay)
    assert zone_of(replay, "bolt") == "hand"


def test_voice_of_victory_doesn_t_stop_its_controller_s_own_spells(cards):
    objects = [obj("voice", "Voice of Victory"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["voice"]}])
    assert not replay.steps[-1].refused, log(replay)


@pytest.mark.parametrize("text", ["You may cast Aura spells as though they had flash.",
                                  "You may cast historic spells as though they had flash.",
                                  "You may cast spells this turn as though they had flash.",
                                  "Your opponents can't cast spells this turn.",
                                  "Players can't cast spells during your turn."])
def test_a_near_miss_stays_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Artifact"], "supertypes": [], "subtypes": [],
                         "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_borne_upon_a_wind_lets_its_caster_cast_a_creature_on_an_opponent_s_turn(cards, rules):
    objects = [obj("wind", "Borne Upon a Wind", owner="Bob", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("i1", "Island", owner="Bob"), *(obj(f"f{i}", "Forest", owner="Bob") for i in range(3)),
               obj("lib", "Forest", owner="Bob", zone="library")]
    replay = play(cards, objects, [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "wind"}, p("Bob"), p("Alice"),
                                   p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bears"}, p("Bob"), p("Alice")], rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    assert zone_of(replay, "bears") == "in_play"
    assert AS_THOUGH[rules] in cited(replay)


def test_winding_canyons_covers_creature_spells_only(cards):
    objects = [obj("canyons", "Winding Canyons", owner="Bob"), obj("orrery", "Vedalken Orrery", owner="Bob", zone="hand"),
               *(obj(f"f{i}", "Forest", owner="Bob") for i in range(6))]
    replay = play(cards, objects, [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "canyons", "ability": 1},
                                   p("Bob"), p("Alice"), p("Alice"), {"type": "play_spell", "player": "Bob", "object": "orrery"}])
    assert "Bob may cast Creature spells this turn" in log(replay)
    assert replay.steps[-1].refused


@pytest.fixture(scope="module")
def servant_and_mana():
    return [obj("servant", "Servant of the Conduit"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bear", "Grizzly Bears", owner="Bob")]


def test_servant_of_the_conduit_pays_an_energy_counter_for_one_mana_of_any_color(cards, servant_and_mana):
    replay = play(cards, servant_and_mana, [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bear"],
                                             "mana_abilities": [{"object": "servant", "ability": 1, "choice": "R"}]}],
                  players=[{"name": "Alice", "energy": 1}, {"name": "Bob"}])
    assert not replay.steps[-1].refused, log(replay)
    assert "Alice pays {E} (1 energy counter; 0 left)." in log(replay)
    assert "107.14" in cited(replay)


def test_servant_of_the_conduit_without_energy_can_t_pay(cards, servant_and_mana):
    replay = play(cards, servant_and_mana, [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bear"],
                                             "mana_abilities": [{"object": "servant", "ability": 1, "choice": "R"}]}])
    assert replay.steps[-1].refused
    assert zone_of(replay, "bolt") == "hand"


def test_energy_is_never_spent_by_the_engine_s_own_payment(cards, servant_and_mana):
    replay = play(cards, servant_and_mana, [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bear"]}],
                  players=[{"name": "Alice", "energy": 1}, {"name": "Bob"}])
    assert replay.steps[-1].refused
    assert "pays {E}" not in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_silence_stops_the_opponent_s_spells_for_the_rest_of_the_turn(cards, rules):
    objects = [obj("silence", "Silence", zone="hand"), obj("pl", "Plains"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("m", "Mountain", owner="Bob"), obj("bear", "Grizzly Bears")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "silence"}, p("Alice"), p("Bob"), p("Alice"),
                                   {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["bear"]}], rules)
    assert replay.steps[-1].refused
    assert CANT[rules] in cited(replay)
    assert zone_of(replay, "bolt") == "hand"


@pytest.mark.parametrize("rules", [R26, R07])
def test_steel_golem_stops_its_controller_s_creature_spells_only(cards, rules):
    objects = [obj("golem", "Steel Golem"), obj("bears", "Grizzly Bears", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest"), obj("m", "Mountain")]
    refused = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bears"}], rules)
    assert refused.steps[-1].refused and CANT[rules] in cited(refused)
    cast = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["golem"]}], rules)
    assert not cast.steps[-1].refused, log(cast)
