"""Real cards of rulings/oracle/named_choices.py: "Choose a creature type / a color" made as the
spell or ability resolves, by its controller (2007 413.2c; 2026 608.2d), given in the resolving
action's `choices` (refused, naming the field, when nobody gave it), and the instruction after it
narrowed to what is (or isn't) of the chosen value (the engine's effects/chosen_value.py)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

CHOICE_RULE = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


@pytest.mark.parametrize("name", ["Crippling Fear", "Sudden Demise", "Luminescent Rain", "Pol Jamaar, Illusionist", "Kindred Dominance"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


def _cast(lookup, rules, objects, spell, lands, choices=None, x=None):
    """Alice casts `spell` with her `lands`; both pass, and the pass that resolves it gives `choices`."""
    cast = {"type": "play_spell", "player": "Alice", "object": spell, "targets": [], "mana_abilities": [{"object": m} for m in lands]}
    if x is not None:
        cast["x"] = x
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {spell: choices}
    actions = [cast, {"type": "pass_priority", "player": "Alice"}, resolve]
    return run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))


def _ids(replay, player, zone):
    return {o["id"] for o in replay.final_state["zones"][player][zone]}


SWAMPS = [obj(f"s{i}", "Swamp", "Alice") for i in range(4)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_crippling_fear_spares_the_creatures_of_the_chosen_type(lookup, rules):
    objects = [obj("fear", "Crippling Fear", "Alice", "hand"), *SWAMPS,
               obj("warrior", "Elvish Warrior", "Bob"), obj("bears", "Grizzly Bears", "Bob"), obj("elves", "Llanowar Elves", "Alice")]
    replay = _cast(lookup, rules, objects, "fear", [f"s{i}" for i in range(4)], {"creature_type": "Elf"})
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert "Alice chooses the creature type Elf for Crippling Fear." in log
    assert CHOICE_RULE[rules] in rules_cited(replay)
    assert _ids(replay, "Bob", "graveyard") == {"bears"}
    assert {"warrior"} <= _ids(replay, "Bob", "in_play") and "elves" in _ids(replay, "Alice", "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_kindred_dominance_destroys_all_creatures_not_of_the_chosen_type(lookup, rules):
    objects = [obj("dom", "Kindred Dominance", "Alice", "hand"), *[obj(f"s{i}", "Swamp", "Alice") for i in range(7)],
               obj("warrior", "Elvish Warrior", "Bob"), obj("bears", "Grizzly Bears", "Bob"), obj("lions", "Savannah Lions", "Alice")]
    replay = _cast(lookup, rules, objects, "dom", [f"s{i}" for i in range(7)], {"creature_type": "Bear"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert _ids(replay, "Bob", "graveyard") == {"warrior"} and "lions" in _ids(replay, "Alice", "graveyard")
    assert "bears" in _ids(replay, "Bob", "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_sudden_demise_damages_each_creature_of_the_chosen_color(lookup, rules):
    objects = [obj("demise", "Sudden Demise", "Alice", "hand"), *[obj(f"m{i}", "Mountain", "Alice") for i in range(3)],
               obj("bears", "Grizzly Bears", "Bob"), obj("lions", "Savannah Lions", "Bob")]
    replay = _cast(lookup, rules, objects, "demise", ["m0", "m1", "m2"], {"color": "green"}, x=2)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert _ids(replay, "Bob", "graveyard") == {"bears"} and "lions" in _ids(replay, "Bob", "in_play")


@pytest.mark.parametrize("rules", EDITIONS)
def test_luminescent_rain_counts_the_permanents_you_control_of_the_chosen_type(lookup, rules):
    objects = [obj("rain", "Luminescent Rain", "Alice", "hand"), *[obj(f"f{i}", "Forest", "Alice") for i in range(3)],
               obj("warrior", "Elvish Warrior", "Alice"), obj("elves", "Llanowar Elves", "Alice"), obj("bears", "Grizzly Bears", "Alice"),
               obj("elves2", "Llanowar Elves", "Bob")]
    replay = _cast(lookup, rules, objects, "rain", ["f0", "f1", "f2"], {"creature_type": "Elf"})
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert {p["name"]: p["life"] for p in replay.final_state["players"]}["Alice"] == 24


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_choice_nobody_gave_is_refused_naming_the_field(lookup, rules):
    objects = [obj("rain", "Luminescent Rain", "Alice", "hand"), *[obj(f"f{i}", "Forest", "Alice") for i in range(3)]]
    replay = _cast(lookup, rules, objects, "rain", ["f0", "f1", "f2"])
    refused = [st for st in replay.steps if st.refused]
    assert refused, texts(replay)
    assert '"choices": {"rain": {"creature_type": ...}}' in " ".join(texts(replay))


def test_a_word_that_is_no_creature_type_is_refused(lookup):
    objects = [obj("rain", "Luminescent Rain", "Alice", "hand"), *[obj(f"f{i}", "Forest", "Alice") for i in range(3)]]
    replay = _cast(lookup, "2026-06-19", objects, "rain", ["f0", "f1", "f2"], {"creature_type": "Forest"})
    assert any(st.refused for st in replay.steps)
    assert any('"Forest" is not a creature type' in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pol_jamaar_draws_for_each_creature_of_the_chosen_type_as_its_trigger_resolves(lookup, rules):
    objects = [obj("pol", "Pol Jamaar, Illusionist", "Alice", "hand"), *[obj(f"i{i}", "Island", "Alice") for i in range(6)],
               obj("warrior", "Elvish Warrior", "Alice"), obj("elves", "Llanowar Elves", "Alice"),
               *[obj(f"c{i}", "Grizzly Bears", "Alice", "library") for i in range(3)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "pol", "targets": [], "mana_abilities": [{"object": f"i{i}"} for i in range(6)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob", "choices": {"pol": {"creature_type": "Elf"}}}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 2


@pytest.mark.parametrize("kind,text", [
    ("Sorcery", "Choose a creature type. Target creature becomes that type."),  # with its duration: choices_more.py plays it
    ("Sorcery", "Draw a card for each permanent you control of that type."),
    ("Sorcery", "Choose a color. Draw a card for each permanent you control of that type."),
    ("Sorcery", "Choose a creature type other than Elf. Destroy all creatures that aren't of the chosen type."),  # "other than Wall": choices_more.py
    ("Sorcery", "Choose a creature type. Return up to two creature cards of that type from your graveyard to the battlefield."),
    ("Sorcery", "Choose a card name. Destroy all creatures that aren't of the chosen type."),
])
def test_near_misses_stay_text_only(kind, text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}{B}", "types": [kind], "text": text}).played


@pytest.mark.parametrize("name", ["Hall of Triumph", "Heraldic Banner"])
def test_the_chosen_color_lords_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_hall_of_triumph_pumps_your_creatures_of_the_color_chosen_as_it_entered(lookup, rules):
    """ "As this artifact enters, choose a color" (2007 419.1b; 2026 614.12a): chosen by the action
    during which it enters; its lord ability reads the color chosen for it."""
    objects = [obj("hall", "Hall of Triumph", "Alice", "hand"), *[obj(f"m{i}", "Mountain", "Alice") for i in range(3)],
               obj("bears", "Grizzly Bears", "Alice"), obj("lions", "Savannah Lions", "Alice"), obj("bears2", "Grizzly Bears", "Bob")]
    replay = _cast(lookup, rules, objects, "hall", ["m0", "m1", "m2"], {"color": "green"})
    log = texts(replay)
    assert not any(st.refused for st in replay.steps), log
    assert any("chooses color: green" in t for t in log), log
    pt = {o["id"]: (o.get("power"), o.get("toughness")) for z in replay.final_state["zones"].values() for o in z["in_play"]}
    assert pt["bears"] == (3, 3) and pt["lions"] == (2, 1) and pt["bears2"] == (2, 2)


def test_adaptive_automaton_is_fully_played(pool):
    assert pool["Adaptive Automaton"].played, pool["Adaptive Automaton"].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_adaptive_automaton_is_the_chosen_type_so_another_one_pumps_it(lookup, rules):
    """ "This creature is the chosen type in addition to its other types": a layer 4 effect
    (2007 418.5a; 2026 613.1d) adding the type chosen as it entered; two Elf Automatons pump each
    other, and a Bear Automaton is no Elf."""
    objects = [obj("a1", "Adaptive Automaton", "Alice"), obj("a2", "Adaptive Automaton", "Alice"), obj("a3", "Adaptive Automaton", "Alice"),
               obj("elves", "Llanowar Elves", "Alice")]
    objects[0]["chosen"] = {"creature_type": "Elf"}
    objects[1]["chosen"] = {"creature_type": "Elf"}
    objects[2]["chosen"] = {"creature_type": "Bear"}
    actions = [{"type": "pass_priority", "player": "Alice"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    state = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert (state["a1"]["power"], state["a1"]["toughness"]) == (3, 3)
    assert (state["elves"]["power"], state["elves"]["toughness"]) == (3, 3)
    assert (state["a3"]["power"], state["a3"]["toughness"]) == (2, 2)
    assert "Elf" in state["a1"]["subtypes"] and "Bear" in state["a3"]["subtypes"] and "Elf" not in state["a3"]["subtypes"]
