"""Real permanents whose triggered or activated ability is modal ("When this
creature enters, choose one —" and a bullet per mode, rulings/oracle/modes.py):
the scenario names the mode (a trigger's in the action's `choices` for its
source, an activation's in its `mode`), each mode plays as its words say, and
the rules cited are 603.3c (2026) / 410.4 (2007) for a trigger, 601.2b / 409.1b
for the announced mode."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

EDITIONS = ["2007-02-01", "2026-06-19"]


def knight(rules, choices=None, targets=None, with_relic=True):
    """Alice casts Knight of Autumn; as it enters (Bob's pass), its trigger goes on the stack."""
    objects = [{"id": f"land{i}", "card": c, "owner": "Alice", "zone": "in_play"} for i, c in enumerate(["Forest", "Plains", "Forest"])]
    objects.append({"id": "knight", "card": "Knight of Autumn", "owner": "Alice", "zone": "hand"})
    if with_relic:
        objects.append({"id": "relic", "card": "Balm of Restoration", "owner": "Bob", "zone": "in_play"})
    enters = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        enters["choices"] = {"knight": {"modes": choices}}
    if targets is not None:
        enters["trigger_targets"] = {"knight": targets}
    return {"format": 1, "rules": rules, "name": "knight of autumn",
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "knight"},
                        {"type": "pass_priority", "player": "Alice"}, enters,
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def cited(replay) -> set:
    return {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}


def texts(replay) -> str:
    return "\n".join(ev.text for st in replay.steps for ev in st.events)


def test_knight_of_autumn_is_fully_played_with_three_modes(pool):
    card = pool["Knight of Autumn"]
    assert card.played
    (ability,) = [ab for ab in card.definition["abilities"] if ab.get("modes")]
    assert ability["trigger"] == {"event": "comes_into_play", "who": "self"}
    assert [m["text"] for m in ability["modes"]] == ["Put two +1/+1 counters on this creature.",
                                                      "Destroy target artifact or enchantment.", "You gain 4 life."]
    assert "effect" not in ability and "targets" not in ability["modes"][0]


@pytest.mark.parametrize("rules, trigger_rule", [("2007-02-01", "410.4"), ("2026-06-19", "603.3c")])
def test_the_chosen_mode_destroys_the_targeted_artifact(lookup, rules, trigger_rule):
    replay = run(knight(rules, choices=[1], targets=["relic"]), lookup)
    assert not any(st.refused for st in replay.steps)
    assert "relic" in [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert replay.final_state["players"][0]["life"] == 20
    assert (trigger_rule, "modal_trigger") in cited(replay)
    assert ({"2007-02-01": "409.1b", "2026-06-19": "601.2b"}[rules], "announce_mode_and_x") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_another_mode_gains_life_and_leaves_the_artifact(lookup, rules):
    replay = run(knight(rules, choices=[2]), lookup)
    assert replay.final_state["players"][0]["life"] == 24
    assert "relic" in [o["id"] for o in replay.final_state["zones"]["Bob"]["in_play"]]
    assert "\"You gain 4 life.\"" in texts(replay)


def test_without_a_choice_the_first_mode_is_chosen_and_the_log_says_so(lookup):
    replay = run(knight("2026-06-19"), lookup)
    assert objects_in(replay.final_state)["knight"]["counters"] == {"+1/+1": 2}
    assert "no choice was given" in texts(replay)


def test_a_mode_whose_target_cant_be_chosen_is_refused_naming_the_field(lookup):
    replay = run(knight("2026-06-19", choices=[1], with_relic=False), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert "choices.knight.modes: mode 1" in " ".join(ev.text for ev in step.events)


@pytest.mark.parametrize("modes, why", [([0, 2], "exactly 1 mode(s), not 2"), ([3], "modes 0 to 2, not 3")])
def test_a_wrong_number_of_modes_is_refused(lookup, modes, why):
    replay = run(knight("2026-06-19", choices=modes), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert why in " ".join(ev.text for ev in step.events)


def balm(rules, mode, targets=()):
    return {"format": 1, "rules": rules, "name": "balm",
            "players": [{"name": "Alice", "life": 10}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "balm", "card": "Balm of Restoration", "owner": "Alice", "zone": "in_play"},
                        {"id": "plains", "card": "Plains", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "activate_ability", "player": "Alice", "object": "balm", "ability": 0,
                         **({"mode": mode} if mode is not None else {}), "targets": list(targets)},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "409.1b"), ("2026-06-19", "601.2b")])
def test_balm_of_restoration_plays_the_mode_its_activation_names(lookup, rules, rule):
    replay = run(balm(rules, 0), lookup)
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][0]["life"] == 12
    assert "balm" in [o["id"] for o in replay.final_state["zones"]["Alice"]["graveyard"]]
    assert (rule, "announce_mode_and_x") in cited(replay)


def test_an_activation_without_its_mode_is_refused(lookup):
    replay = run(balm("2026-06-19", None), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert "is modal: choose a mode from 0 to 1" in " ".join(ev.text for ev in step.events)


def test_the_mode_with_a_target_takes_the_activations_target(lookup):
    replay = run(balm("2026-06-19", 1, ["Alice"]), lookup)
    assert not any(st.refused for st in replay.steps)
    assert "The next 2 damage to Alice this turn will be prevented." in texts(replay)
    assert replay.final_state["players"][0]["life"] == 10  # the other mode, gaining 2 life, was not chosen


def card(text, types=("Creature",)):
    return compile_card({"name": "Probe", "mana_cost": "{2}{G}", "types": list(types), "supertypes": [], "subtypes": [],
                         "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"})


@pytest.mark.parametrize("text", [
    # a mode no template reads whole
    "When this creature enters, choose one —\n• Draw a card.\n• Target player shuffles their hand into their library and draws that many cards.",
    # the modes are chosen later, by a reflexive trigger
    "At the beginning of combat on your turn, you may pay {E}{E}. When you do, choose one —\n• Draw a card.\n• You gain 3 life.",
    # a single bullet is not a modal ability
    "When this creature enters, choose one —\n• Draw a card.",
    # an activated ability choosing two modes: the action names one mode
    "{2}: Choose two —\n• Draw a card.\n• You gain 3 life.\n• Scry 1.",
])
def test_a_near_miss_modal_paragraph_stays_text_only(text):
    compiled = card(text)
    assert not compiled.played
    assert not any(ab.get("modes") for ab in (compiled.definition or {}).get("abilities", ()))


# --- spells whose player chooses more than one mode ("Choose two —", "Choose one or both —") ---

def command(rules, modes, targets, mode=None):
    objects = [{"id": "command", "card": "Kolaghan's Command", "owner": "Alice", "zone": "hand"},
               *({"id": f"m{i}", "card": c, "owner": "Alice", "zone": "in_play"} for i, c in enumerate(["Mountain", "Swamp", "Swamp", "Mountain"])),
               {"id": "relic", "card": "Balm of Restoration", "owner": "Bob", "zone": "in_play"},
               {"id": "b1", "card": "Island", "owner": "Bob", "zone": "hand"}]
    cast = {"type": "play_spell", "player": "Alice", "object": "command", "targets": targets}
    if modes is not None:
        cast["modes"] = modes
    if mode is not None:
        cast["mode"] = mode
    return {"format": 1, "rules": rules, "name": "command", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [cast, {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def test_kolaghans_command_compiles_as_choose_two(pool):
    card = pool["Kolaghan's Command"]
    assert card.played and card.definition["choose"] == {"min": 2, "max": 2} and len(card.definition["modes"]) == 4


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "409.1b"), ("2026-06-19", "601.2b")])
def test_kolaghans_command_makes_bob_discard_and_destroys_his_artifact(lookup, rules, rule):
    replay = run(command(rules, [2, 1], ["Bob", "relic"]), lookup)  # printed order: discard (1), then destroy (2)
    assert not any(st.refused for st in replay.steps)
    graveyard = [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]]
    assert "relic" in graveyard and "b1" in graveyard
    assert (rule, "announce_mode_and_x") in cited(replay)
    assert (("700.2d", "modes_each_once") in cited(replay)) == (rules == "2026-06-19")


@pytest.mark.parametrize("modes, mode, why", [([1], None, "exactly 2 mode(s), not 1"), (None, None, "choose 2 to 2 of its modes"),
                                              ([1, 1], None, "can't be chosen more than once")])
def test_a_wrong_choice_of_modes_is_refused(lookup, modes, mode, why):
    replay = run(command("2026-06-19", modes, ["Bob"], mode), lookup)
    step = next(st for st in replay.steps if st.refused)
    assert why in " ".join(ev.text for ev in step.events)


def test_the_legal_actions_of_a_choose_two_spell_are_its_pairs_of_modes(lookup):
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    data = command("2026-06-19", None, [])
    data["actions"] = []
    _, actions = legal_actions(game_at(load_scenario(data, cards=lookup), 0))
    pairs = {tuple(a["modes"]) for a in actions if a.get("object") == "command"}
    assert pairs == {(1, 2), (1, 3), (2, 3)}  # no creature card in a graveyard: mode 0 can't be chosen
