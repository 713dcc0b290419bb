"""The monarch (2026 725; rulings/engine/monarch.py, rulings/oracle/monarch.py):
"you become the monarch" (725.1, one at a time: 725.3), the two inherent triggered
abilities with no source (725.2: the monarch draws at the beginning of their end
step; a creature's combat damage to the monarch makes its controller the monarch),
and the intervening "if you're the monarch" / "if an opponent is the monarch"
(603.4). The February 2007 rules have no monarch: a scenario under them is refused."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from .conftest import obj

R26 = "2026-06-19"
PASSES = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def scenario(objects, actions, rules=R26, monarch=None, phase="precombat_main", step=None):
    players = [{"name": n, **({"monarch": True} if n == monarch else {})} for n in ("Alice", "Bob")]
    return {"format": 1, "rules": rules, "name": "monarch", "players": players,
            "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step}, "objects": objects, "actions": actions}


def library(n=3, owner="Alice"):
    return [obj(f"{owner[0]}lib{i}", "Grizzly Bears", owner, "library") for i in range(n)]


def play(lookup, data):
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return replay


def monarch_of(state):
    return [p["name"] for p in state["players"] if p.get("monarch")]


def cited(replay):
    return {(c.rule, c.concept) for st in replay.steps for c in st.citations}


def log(replay):
    return " ".join(e.text for st in replay.steps for e in st.events)


def cast_sentinels(monarch=None):
    objects = [obj("sentinels", "Palace Sentinels", zone="hand"), *[obj(f"p{i}", "Plains") for i in range(4)], *library()]
    actions = [*[{"type": "activate_ability", "player": "Alice", "object": f"p{i}", "ability": 0} for i in range(4)],
               {"type": "play_spell", "player": "Alice", "object": "sentinels"}, *PASSES, *PASSES]
    return objects, actions


def test_palace_sentinels_is_fully_played(pool):
    assert pool["Palace Sentinels"].played
    assert pool["Palace Sentinels"].definition["abilities"][0]["effect"] == [{"do": "become_the_monarch"}]


def test_725_1_palace_sentinels_entering_makes_its_controller_the_monarch(lookup):
    replay = play(lookup, scenario(*cast_sentinels()))
    assert monarch_of(replay.final_state) == ["Alice"]
    assert ("725.1", "monarch") in cited(replay)


def test_725_3_becoming_the_monarch_ends_the_other_players_reign(lookup):
    replay = play(lookup, scenario(*cast_sentinels(), monarch="Bob"))
    assert monarch_of(replay.final_state) == ["Alice"]
    assert ("725.3", "monarch_only_one") in cited(replay)
    assert "Alice becomes the monarch (Bob no longer is)." in log(replay)


def test_725_2_the_monarch_draws_a_card_at_the_beginning_of_their_end_step(lookup):
    data = scenario(library(), [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *PASSES],
                    monarch="Alice", phase="postcombat_main")
    replay = play(lookup, data)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1
    assert ("725.2", "monarch_triggers") in cited(replay)


def test_725_2_an_opponent_who_is_the_monarch_draws_nothing_in_alices_end_step(lookup):
    data = scenario([*library(), *library(owner="Bob")], [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}],
                    monarch="Bob", phase="postcombat_main")
    replay = play(lookup, data)
    assert replay.final_state["zones"]["Bob"]["hand"] == [] and "725.2" not in {r for r, _ in cited(replay)}


def test_725_2_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch(lookup):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, *PASSES,
               {"type": "declare_blockers", "player": "Bob", "blocks": []}, *PASSES, *PASSES]
    replay = play(lookup, scenario([obj("bears", "Grizzly Bears"), *library()], actions, monarch="Bob"))
    assert monarch_of(replay.final_state) == ["Alice"]
    assert ("725.2", "monarch_triggers") in cited(replay)


def test_garrulous_sycophant_drains_only_while_its_controller_is_the_monarch(lookup, pool):
    assert pool["Garrulous Sycophant"].definition["abilities"][0]["if"] == {"monarch": "you"}
    for monarch, life in (("Alice", 19), ("Bob", 20)):
        data = scenario([obj("syc", "Garrulous Sycophant"), *library()],
                        [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, *PASSES, *PASSES],
                        monarch=monarch, phase="postcombat_main")
        replay = run_scenario(load_scenario(data, cards=lookup))
        bob = next(p for p in replay.final_state["players"] if p["name"] == "Bob")
        assert bob["life"] == life, monarch


def test_queen_marchesa_makes_an_assassin_while_an_opponent_is_the_monarch(lookup, pool):
    assert pool["Queen Marchesa"].played
    for monarch, made in (("Bob", ["queen", "assassin"]), ("Alice", ["queen"])):
        data = scenario([obj("queen", "Queen Marchesa"), *library()], [*PASSES], monarch=monarch, phase="beginning", step="upkeep")
        replay = play(lookup, data)
        assert [o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]] == made, monarch


@pytest.mark.parametrize("where", ["card", "player"])
def test_under_the_2007_rules_the_monarch_is_refused_naming_the_field(lookup, where):
    if where == "card":
        data = scenario(*cast_sentinels(), rules="2007-02-01")
        path = "objects[0].card"
    else:
        data = scenario(library(), [], rules="2007-02-01", monarch="Alice")
        path = "players[0].monarch"
    with pytest.raises(ScenarioError) as e:
        load_scenario(data, cards=lookup)
    assert any(fe.path == path and "no monarch" in fe.message for fe in e.value.errors)


def test_two_monarchs_at_the_start_are_refused():
    data = scenario([], [])
    data["players"] = [{"name": "Alice", "monarch": True}, {"name": "Bob", "monarch": True}]
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert any(fe.path == "players[1].monarch" for fe in e.value.errors)


@pytest.mark.parametrize("rules", ["2007-02-01", R26])
def test_convalescence_gains_life_only_at_ten_life_or_less(lookup, rules):
    """An intervening "if" (2007 404.3; 2026 603.4) read from the Oracle text."""
    for life, after in ((10, 11), (11, 11)):
        data = scenario([obj("conv", "Convalescence"), *library()], [*PASSES], rules=rules, phase="beginning", step="upkeep")
        data["players"][0]["life"] = life
        replay = run_scenario(load_scenario(data, cards=lookup))
        alice = next(p for p in replay.final_state["players"] if p["name"] == "Alice")
        assert alice["life"] == after, life


@pytest.mark.parametrize("text", ["At the beginning of your upkeep, if you're the monarch and you control a Knight, draw a card.",
                                  "At the beginning of your upkeep, if you were the monarch, draw a card.",
                                  "You become the monarch unless an opponent pays 3 life."])
def test_a_near_miss_stays_text_only(text):
    from rulings.oracle import compile_card
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Enchantment"], "text": text}).played


def test_under_the_2007_rules_a_condition_on_the_monarch_is_refused(lookup):
    data = scenario([obj("syc", "Garrulous Sycophant")], [], rules="2007-02-01")
    with pytest.raises(ScenarioError) as e:
        load_scenario(data, cards=lookup)
    assert any(fe.path == "objects[0].card" and "no monarch" in fe.message for fe in e.value.errors)
