"""The trigger events and filters of rulings/engine/draw_triggers.py, spell_filters.py and
permanent_kinds.py, on hand-made cards: a draw trigger fires once for each card drawn (2007 423.2;
2026 121.2) and names the drawing player as "it"; a cast trigger reads the spell's colors (2007
203.2; 2026 105.2), its mana value with X as chosen (2007 203.3; 2026 202.3); the loader refuses
the new keys where they mean nothing, naming the field."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError


def watcher(trigger, effect=None):
    return {"name": "Watcher", "mana_cost": "{U}", "types": ["Enchantment"],
            "abilities": [{"kind": "triggered", "trigger": trigger,
                           "effect": effect or [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "watcher"}]}


def make(rules, card, objects, actions):
    return {"format": 1, "rules": rules, "name": "watch", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "w", "card": card, "owner": "Bob", "zone": "in_play"}, *objects], "actions": actions}


PASS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
THREE = {"name": "Test Three", "mana_cost": "{U}", "types": ["Sorcery"], "effect": [{"do": "draw", "amount": 3}], "text": "Draw three cards."}


def drawing(rules, card, library=3):
    objects = [{"id": "s", "card": THREE, "owner": "Alice", "zone": "hand"}, {"id": "i", "card": "Island", "owner": "Alice", "zone": "in_play"},
               *({"id": f"c{n}", "card": "Island", "owner": "Alice", "zone": "library"} for n in range(library))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": "i"}]}, *PASS, *PASS, *PASS, *PASS]
    return run_scenario(load_scenario(make(rules, card, objects, actions)))


def life(replay, n):
    return replay.final_state["players"][n]["life"]


def cited(replay):
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules,drawn,rule", [("2007-02-01", "423.2", "410.2"), ("2026-06-19", "121.2", "603.2")])
def test_each_card_drawn_is_its_own_trigger_event(rules, drawn, rule):
    replay = drawing(rules, watcher({"event": "draws_card", "whose": "opponent"}))
    assert life(replay, 1) == 23
    assert {drawn, rule} <= cited(replay)


def test_a_draw_from_an_empty_library_is_no_draw():
    replay = drawing("2026-06-19", watcher({"event": "draws_card", "whose": "each"}), library=1)
    texts = [ev.text for st in replay.steps for ev in st.events]
    assert sum("Watcher's ability triggers" in t for t in texts) == 1  # one card drawn, two draws from an empty library


def test_it_is_the_player_who_drew():
    replay = drawing("2026-06-19", watcher({"event": "draws_card", "whose": "opponent"}, [{"do": "lose_life", "amount": 1, "player": "it"}]))
    assert (life(replay, 0), life(replay, 1)) == (17, 20)


def test_your_draw_trigger_ignores_an_opponents_draws():
    replay = drawing("2026-06-19", watcher({"event": "draws_card", "whose": "your"}))
    assert life(replay, 1) == 20


def casting(rules, card, spell, lands, x=None):
    objects = [{"id": "s", "card": spell, "owner": "Alice", "zone": "hand"},
               *({"id": f"l{n}", "card": land, "owner": "Alice", "zone": "in_play"} for n, land in enumerate(lands))]
    action = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Alice"], "mana_abilities": [{"object": f"l{n}"} for n in range(len(lands))]}
    if x is not None:
        action["x"] = x
    return run_scenario(load_scenario(make(rules, card, objects, [action, *PASS])))


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "203.2"), ("2026-06-19", "105.2")])
def test_a_color_trigger_reads_the_spells_color(rules, rule):
    replay = casting(rules, watcher({"event": "plays_spell", "whose": "each", "spell": "red"}), "Lightning Bolt", ["Mountain"])
    assert life(replay, 1) == 21 and rule in cited(replay)


def test_another_color_does_not_trigger():
    replay = casting("2026-06-19", watcher({"event": "plays_spell", "whose": "each", "spell": "blue"}), "Lightning Bolt", ["Mountain"])
    assert life(replay, 1) == 20


@pytest.mark.parametrize("x,gained", [(2, 1), (1, 0)])
def test_mana_value_counts_x_as_chosen(x, gained):
    replay = casting("2026-06-19", watcher({"event": "plays_spell", "whose": "each", "mana_value_at_least": 3}), "Blaze",
                     ["Mountain"] * (x + 1), x=x)
    assert life(replay, 1) == 20 + gained


@pytest.mark.parametrize("trigger,field", [
    ({"event": "plays_spell", "mana_value_at_least": 0}, "mana_value_at_least"),
    ({"event": "plays_spell", "spell": "purple"}, "spell"),
    ({"event": "draws_card", "whose": "someone"}, "whose"),
    ({"event": "comes_into_play", "who": "another_permanent_you_control"}, "subtype"),
    ({"event": "comes_into_play", "who": "self", "subtype": "Human"}, "subtype"),
    ({"event": "attacks", "who": "nontoken_artifact_you_control"}, "who"),
])
def test_the_loader_names_a_bad_field(trigger, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", watcher(trigger), [], []))
    assert f"trigger.{field}" in str(e.value)


TOSS = {"name": "Test Toss", "mana_cost": "{U}", "types": ["Sorcery"], "effect": [{"do": "discard", "amount": 2, "player": "you"}],
        "text": "Discard two cards."}


def discarding(rules, trigger, hand=2):
    objects = [{"id": "s", "card": TOSS, "owner": "Alice", "zone": "hand"}, {"id": "i", "card": "Island", "owner": "Alice", "zone": "in_play"},
               *({"id": f"h{n}", "card": "Island", "owner": "Alice", "zone": "hand"} for n in range(hand))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": "i"}]}, *PASS, *PASS, *PASS]
    return run_scenario(load_scenario(make(rules, watcher(trigger), objects, actions)))


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "410.2"), ("2026-06-19", "701.9a")])
def test_each_card_discarded_is_its_own_trigger_event(rules, rule):
    replay = discarding(rules, {"event": "discards", "whose": "opponent"})
    assert life(replay, 1) == 22 and rule in cited(replay)


def test_a_discard_is_no_cycling():
    replay = discarding("2026-06-19", {"event": "cycles", "whose": "each"})
    assert life(replay, 1) == 20


def test_spells_cast_this_turn_is_a_count():
    data = make("2026-06-19", watcher({"event": "plays_spell", "nth_this_turn": 2}), [], [])
    data["players"][0]["spells_cast_this_turn"] = -1
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert "players[0].spells_cast_this_turn" in str(e.value)


def test_the_second_spell_is_counted_from_the_spells_cast_before():
    data = make("2026-06-19", watcher({"event": "plays_spell", "whose": "each", "nth_this_turn": 2}),
                [{"id": "s", "card": "Lightning Bolt", "owner": "Alice", "zone": "hand"}, {"id": "m", "card": "Mountain", "owner": "Alice", "zone": "in_play"}],
                [{"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]}, *PASS])
    data["players"][0]["spells_cast_this_turn"] = 1
    replay = run_scenario(load_scenario(data))
    assert life(replay, 1) == 21


@pytest.mark.parametrize("before, gained", [(1, 1), (0, 0), (2, 0)])
def test_a_kind_of_spell_and_the_second_spell_are_both_required(before, gained):
    """"Whenever you cast your second instant or sorcery spell each turn": a Lightning Bolt cast when one spell was
    cast before triggers it; as the first or the third spell, it doesn't (the kind alone isn't enough)."""
    data = make("2026-06-19", watcher({"event": "plays_spell", "whose": "each", "spell": "instant_or_sorcery", "nth_this_turn": 2}),
                [{"id": "s", "card": "Lightning Bolt", "owner": "Alice", "zone": "hand"}, {"id": "m", "card": "Mountain", "owner": "Alice", "zone": "in_play"}],
                [{"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Alice"], "mana_abilities": [{"object": "m"}]}, *PASS])
    data["players"][0]["spells_cast_this_turn"] = before
    replay = run_scenario(load_scenario(data))
    assert life(replay, 1) == 20 + gained


def sacrificing(rules, trigger, sacrificed_is_watcher=False):
    """Alice sacrifices a Test Relic (an artifact Clue) or the watcher itself, each with "Sacrifice this: you gain 1 life"."""
    relic = {"name": "Test Relic", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Clue"],
             "abilities": [{"kind": "activated", "cost": {"sacrifice": "self"}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}],
                            "text": "Sacrifice this: you gain 1 life."}]}
    card = watcher(trigger)
    card = {**card, "abilities": [*card["abilities"], *relic["abilities"]]}
    data = make(rules, card, [{"id": "relic", "card": relic, "owner": "Alice", "zone": "in_play"}],
                [{"type": "activate_ability", "player": "Alice", "object": "w" if sacrificed_is_watcher else "relic",
                  "ability": 1 if sacrificed_is_watcher else 0}, *PASS, *PASS])
    data["objects"][0]["owner"] = "Alice"
    return run_scenario(load_scenario(data))


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "410.10d"), ("2026-06-19", "603.10a")])
def test_a_sacrifice_trigger_reads_the_subtype(rules, rule):
    replay = sacrificing(rules, {"event": "sacrifices", "sacrificed": "subtype", "subtype": "Clue"})
    assert life(replay, 0) == 22 and rule in cited(replay)  # the relic's own 1 life, and the watcher's


def test_a_permanent_sacrificed_sees_its_own_sacrifice():
    replay = sacrificing("2026-06-19", {"event": "sacrifices", "sacrificed": "permanent"}, sacrificed_is_watcher=True)
    assert life(replay, 0) == 22


def test_another_excludes_the_sacrificed_source():
    replay = sacrificing("2026-06-19", {"event": "sacrifices", "sacrificed": "permanent", "another": True}, sacrificed_is_watcher=True)
    assert life(replay, 0) == 21


def test_sacrificed_subtype_needs_its_subtype():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", watcher({"event": "sacrifices", "sacrificed": "subtype"}), [], []))
    assert "trigger.subtype" in str(e.value)
