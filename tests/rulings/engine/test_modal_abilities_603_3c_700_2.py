"""Modal triggered abilities of permanents (rulings/engine/modes.py): the
controller chooses the modes as the ability is put on the stack (2007: 410.4
with 409.1b; 2026: 603.3c, 700.2b), each chosen mode once and in printed order
(700.2d, 2026), a mode whose targets can't be chosen can't be chosen, and with
no mode chosen the ability is removed from the stack."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

DRAW = {"text": "Draw a card.", "effect": [{"do": "draw"}]}
LIFE = {"text": "You gain 3 life.", "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}
SHOCK = {"text": "It deals 2 damage to target creature.", "targets": ["creature"],
         "effect": [{"do": "damage", "amount": 2, "to": "target:0"}]}


def probe(modes, choose=None):
    ab = {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "modes": modes, "text": "modal"}
    if choose:
        ab["choose"] = {"min": choose[0], "max": choose[1]}
    return {"name": "Modal Probe", "mana_cost": "{1}", "types": ["Artifact"], "abilities": [ab]}


def scenario(modes, choose=None, chosen=None, rules="2026-06-19", bears=False):
    enters = {"type": "pass_priority", "player": "Bob"}
    if chosen is not None:
        enters["choices"] = {"probe": {"modes": chosen}}
    objects = [{"id": "probe", "card": probe(modes, choose), "owner": "Alice", "zone": "hand"},
               {"id": "island", "card": "Island", "owner": "Alice", "zone": "in_play"}]
    objects += [{"id": f"card{i}", "card": "Island", "owner": "Alice", "zone": "library"} for i in range(3)]
    if bears:
        objects.append({"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"})
    return {"format": 1, "rules": rules, "name": "modal trigger",
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "probe"}, {"type": "pass_priority", "player": "Alice"},
                        enters, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def run(data):
    return run_scenario(load_scenario(data))


def cited(replay) -> set:
    return {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def hand(replay) -> int:
    return len(replay.final_state["zones"]["Alice"]["hand"])


def test_choose_two_follows_both_modes_in_printed_order_citing_700_2d():
    replay = run(scenario([DRAW, LIFE, SHOCK], choose=(2, 2), chosen=[1, 0]))
    assert not any(st.refused for st in replay.steps)
    assert hand(replay) == 1 and replay.final_state["players"][0]["life"] == 23
    assert ("700.2d", "modes_each_once") in cited(replay) and ("603.3c", "modal_trigger") in cited(replay)
    text = next(ev.text for st in replay.steps for ev in st.events if "chooses the mode(s)" in ev.text)
    assert text.index("Draw a card.") < text.index("You gain 3 life.")


def test_a_mode_chosen_twice_is_refused():
    replay = run(scenario([DRAW, LIFE, SHOCK], choose=(2, 2), chosen=[1, 1]))
    assert "a mode can't be chosen more than once" in " ".join(ev.text for st in replay.steps if st.refused for ev in st.events)


def test_the_later_mode_targets_its_own_target_after_the_earlier_modes():
    replay = run(scenario([LIFE, SHOCK], choose=(2, 2), chosen=[0, 1], bears=True))
    assert "bears" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert replay.final_state["players"][0]["life"] == 23


def test_choose_up_to_one_with_no_mode_is_removed_from_the_stack():
    replay = run(scenario([DRAW, LIFE], choose=(0, 1), chosen=[]))
    assert hand(replay) == 0 and replay.final_state["players"][0]["life"] == 20
    assert ("603.3c", "modal_trigger_no_mode") in cited(replay)


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "410.4"), ("2026-06-19", "603.3c")])
def test_with_no_mode_that_can_be_chosen_the_trigger_is_removed(rules, rule):
    other = {**SHOCK, "text": "It deals 3 damage to target creature."}
    replay = run(scenario([SHOCK, other], rules=rules))
    assert not any(st.refused for st in replay.steps)
    assert (rule, "modal_trigger_no_mode") in cited(replay)
    assert any("has no mode chosen and is removed from the stack" in ev.text for st in replay.steps for ev in st.events)


def test_without_a_choice_the_first_mode_that_can_be_chosen_is_taken():
    replay = run(scenario([SHOCK, LIFE]))  # no creature: the damage mode can't be chosen
    assert replay.final_state["players"][0]["life"] == 23
    assert ("409.1b", "announce_mode_and_x") not in cited(replay)  # 2026: 601.2b
    assert ("601.2b", "announce_mode_and_x") in cited(replay)


def test_under_2007_choose_two_cites_no_700_2d():
    replay = run(scenario([DRAW, LIFE], choose=(2, 2), chosen=[0, 1], rules="2007-02-01"))
    assert hand(replay) == 1 and replay.final_state["players"][0]["life"] == 23
    assert ("410.4", "modal_trigger") in cited(replay)
    assert not any(c == "modes_each_once" for _, c in cited(replay))


@pytest.mark.parametrize("change, field", [
    ({"effect": [{"do": "draw"}]}, "abilities[0].effect"),
    ({"modes": [DRAW]}, "abilities[0].modes"),
    ({"choose": {"min": 2, "max": 1}}, "abilities[0].choose"),
])
def test_a_malformed_modal_ability_is_refused_naming_the_field(change, field):
    data = scenario([DRAW, LIFE])
    data["objects"][0]["card"]["abilities"][0].update(change)
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert any(err.path.endswith(field) for err in e.value.errors)


def test_a_choice_of_modes_that_is_not_a_list_of_numbers_is_refused():
    data = scenario([DRAW, LIFE], chosen=["first"])
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert any(err.path.endswith("choices.probe.modes[0]") for err in e.value.errors)
