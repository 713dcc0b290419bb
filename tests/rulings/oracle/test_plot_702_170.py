"""Plot (2026 702.170) on a real card, Djinn of Fool's Fall: the plot special action (116.2k,
702.170a-b: `{"type": "plot"}`) pays the plot cost and exiles the card from the hand; on a
later turn its owner casts it from exile without paying its mana cost, in their main phase
with an empty stack (702.170d, 118.9). Later than February 2007: refused there."""
from rulings.engine import load_scenario, run_scenario
from .conftest import obj, p

R26, R07 = "2026-06-19", "2007-02-01"


def plotted(lookup, then=(), rules=R26):
    objects = [obj("djinn", "Djinn of Fool's Fall", zone="hand"), obj("a1", "Savannah Lions", zone="library"),
               obj("b1", "Savannah Lions", owner="Bob", zone="library")] + [obj(f"i{i}", "Island") for i in range(4)]
    mana = [{"type": "activate_ability", "player": "Alice", "object": f"i{i}"} for i in range(4)]  # a special action pays from the pool
    actions = [*mana, {"type": "plot", "player": "Alice", "object": "djinn"}, *then]
    data = {"format": 1, "rules": rules, "name": "plot", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def zone_of(replay, oid):
    return next((zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                 if any(o["id"] == oid for o in objs)), None)


def cast_djinn():
    return {"type": "play_spell", "player": "Alice", "object": "djinn"}


def to_alices_next_main():
    return [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"),
            {"type": "pass_until", "player": "Bob", "step": "end_of_turn"}, p("Bob"), p("Alice"),
            {"type": "pass_until", "player": "Alice", "phase": "precombat_main"}]


def test_djinn_of_fools_fall_is_fully_played(pool):
    assert pool["Djinn of Fool's Fall"].played
    assert {"kind": "keyword", "keyword": "plot", "cost": "{3}{U}"} in pool["Djinn of Fool's Fall"].definition["abilities"]


def test_plotting_pays_the_cost_and_exiles_the_card(lookup):
    replay = plotted(lookup)
    step = replay.steps[-1]
    assert replay.final_state["players"][0]["mana_pool"] in ({}, {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0})
    assert not step.refused and zone_of(replay, "djinn") == "removed_from_game"
    assert {(c.concept, c.rule) for c in step.citations} >= {("plot_special_action", "116.2k"), ("plot", "702.170a")}
    assert all(o["tapped"] for o in replay.final_state["zones"]["Alice"]["in_play"])


def test_a_plotted_card_cant_be_cast_the_turn_it_was_plotted(lookup):
    refused = plotted(lookup, [cast_djinn()]).steps[-1]
    assert refused.refused and "only after the turn" in refused.events[0].text


def test_a_plotted_card_is_cast_free_on_a_later_turn(lookup):
    replay = plotted(lookup, [*to_alices_next_main(), cast_djinn(), p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "djinn") == "in_play"
    cast = replay.steps[-3]
    assert any(c.concept == "without_paying_mana_cost" and c.rule == "118.9" for c in cast.citations)
    assert not any(o["tapped"] for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"].startswith("i"))


def test_a_plotted_card_cant_be_cast_on_another_players_turn(lookup):
    """On Bob's turn (702.170d: during the owner's main phase; a creature's own timing says so first)."""
    then = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"), p("Bob"), cast_djinn()]
    refused = plotted(lookup, then).steps[-1]
    assert refused.refused and refused.citations[0].concept in ("sorcery_speed", "plot")


def test_plot_outside_the_main_phase_is_refused(lookup):
    data_then = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}]
    objects = [obj("djinn", "Djinn of Fool's Fall", zone="hand")] + [obj(f"i{i}", "Island") for i in range(4)]
    data = {"format": 1, "rules": R26, "name": "plot", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [*data_then, {"type": "plot", "player": "Alice", "object": "djinn"}]}
    refused = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    assert refused.refused and refused.citations[0].concept == "plot"


def test_plot_is_refused_under_the_2007_rules(lookup):
    refused = plotted(lookup, rules=R07).steps[-1]
    assert refused.refused and refused.citations[0].rule == "502.1"
