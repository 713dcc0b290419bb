"""Real cards with "up to N target ..." (rulings/oracle/up_to.py): zero to N
targets announced (2007: 409.1c, 415.4; 2026: 601.2c, 115.6), none twice for
the one word "target" (409.1c; 115.3), and those still legal on resolution
affected (413.2a; 608.2b)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited_pairs, in_main_phase, obj

EDITIONS = {"2007-02-01": {"variable": "409.1c", "zero": "415.4", "once": "409.1c", "illegal": "413.2a"},
            "2026-06-19": {"variable": "601.2c", "zero": "115.6", "once": "115.3", "illegal": "608.2b"}}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def lead_astray(targets, rules):
    objects = [obj("plains1", "Plains"), obj("plains2", "Plains"), obj("astray", "Lead Astray", zone="hand"),
               obj("lions", "Savannah Lions", owner="Bob"), obj("angel", "Serra Angel", owner="Bob")]
    return in_main_phase(objects, [{"type": "play_spell", "player": "Alice", "object": "astray", "targets": targets}, *passes()], rules)


def run(s, lookup):
    return run_scenario(load_scenario(s, cards=lookup))


def found(replay, oid) -> dict:
    """An object of the final state by its id, wherever it is."""
    for zones in replay.final_state["zones"].values():
        for objects in zones.values():
            for o in objects:
                if o["id"] == oid:
                    return o
    raise KeyError(oid)


def refusal(replay):
    [step] = [st for st in replay.steps if st.refused]
    return " ".join(ev.text for ev in step.events), {(c.rule, c.concept) for c in step.citations}


@pytest.mark.parametrize("name", ["Lead Astray", "Soul Salvage", "Into the Void", "Baloth Null", "Gird for Battle"])
def test_a_card_with_up_to_n_targets_is_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_lead_astray_taps_the_two_creatures_chosen(lookup, rules):
    replay = run(lead_astray(["lions", "angel"], rules), lookup)
    assert not any(st.refused for st in replay.steps)
    assert found(replay, "lions")["tapped"] and found(replay, "angel")["tapped"]
    assert (EDITIONS[rules]["variable"], "variable_number_of_targets") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lead_astray_with_one_target_taps_only_that_one(lookup, rules):
    replay = run(lead_astray(["angel"], rules), lookup)
    assert not any(st.refused for st in replay.steps)
    assert found(replay, "angel")["tapped"] and not found(replay, "lions")["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_lead_astray_with_no_target_is_untargeted_and_resolves(lookup, rules):
    replay = run(lead_astray([], rules), lookup)
    assert not any(st.refused for st in replay.steps)
    assert not found(replay, "angel")["tapped"] and not found(replay, "lions")["tapped"]
    assert (EDITIONS[rules]["zero"], "zero_targets_untargeted") in cited_pairs(replay)
    assert found(replay, "astray")["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_same_creature_cant_be_chosen_twice_for_one_word_target(lookup, rules):
    text, cites = refusal(run(lead_astray(["angel", "angel"], rules), lookup))
    assert "Serra Angel is chosen twice for one instance of the word \"target\"" in text
    assert (EDITIONS[rules]["once"], "same_target_once") in cites


@pytest.mark.parametrize("rules", EDITIONS)
def test_more_targets_than_up_to_n_are_refused(lookup, rules):
    text, cites = refusal(run(lead_astray(["angel", "lions", "Bob"], rules), lookup))
    assert "has up to 2 target(s) (target creature) but 3 were chosen" in text
    assert (EDITIONS[rules]["variable"], "variable_number_of_targets") in cites


@pytest.mark.parametrize("rules", EDITIONS)
def test_into_the_void_returns_the_target_still_legal_when_the_other_died(lookup, rules):
    """Bob Shocks the Lions in response: only the Angel goes back to Bob's hand."""
    objects = [obj(f"island{i}", "Island") for i in range(4)] + [
        obj("void", "Into the Void", zone="hand"), obj("lions", "Savannah Lions", owner="Bob"),
        obj("angel", "Serra Angel", owner="Bob"), obj("mountain", "Mountain", owner="Bob"),
        obj("shock", "Shock", owner="Bob", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "void", "targets": ["lions", "angel"]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["lions"]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}, *passes()]
    replay = run(in_main_phase(objects, actions, rules, "up to"), lookup)
    assert not any(st.refused for st in replay.steps), refusal(replay)
    assert found(replay, "angel")["zone"] == "hand"
    assert found(replay, "lions")["zone"] == "graveyard"
    assert (EDITIONS[rules]["illegal"], "illegal_targets_countered") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_baloth_null_returns_only_the_one_card_its_controller_chose(lookup, rules):
    objects = [obj(f"forest{i}", "Forest") for i in range(3)] + [obj(f"swamp{i}", "Swamp") for i in range(3)] + [
        obj("baloth", "Baloth Null", zone="hand"), obj("lions", "Savannah Lions", zone="graveyard"),
        obj("angel", "Serra Angel", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "baloth"},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "pass_priority", "player": "Bob", "trigger_targets": {"baloth": ["angel"]}}, *passes()]
    replay = run(in_main_phase(objects, actions, rules, "up to"), lookup)
    assert not any(st.refused for st in replay.steps), refusal(replay)
    assert found(replay, "angel")["zone"] == "hand"
    assert found(replay, "lions")["zone"] == "graveyard"
    assert (EDITIONS[rules]["variable"], "variable_number_of_targets") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gird_for_battle_puts_a_counter_on_the_one_creature_chosen(lookup, rules):
    objects = [obj("plains", "Plains"), obj("gird", "Gird for Battle", zone="hand"), obj("lions", "Savannah Lions"),
               obj("angel", "Serra Angel", owner="Bob")]
    replay = run(in_main_phase(objects, [{"type": "play_spell", "player": "Alice", "object": "gird", "targets": ["lions"]},
                                    *passes()], rules), lookup)
    assert not any(st.refused for st in replay.steps), refusal(replay)
    assert found(replay, "lions")["counters"] == {"+1/+1": 1} and found(replay, "angel")["counters"] == {}


@pytest.mark.parametrize("text", [
    "Put a +1/+1 counter on each of up to one target creature.",
    "Put a +1/+1 counter on each of up to two target lands.",
    "Tap up to two target creature.",  # "up to two" takes the plural
    "Tap up to one target creatures.",
    "Return up to one target creature to their owners' hands.",
    "Return up to two target creature cards from a graveyard to your hand.",
    "Tap up to two target creatures. Untap it.",  # which one is "it"?
    "Tap up to two target creatures. Destroy target land.",  # a target after the "up to" ones
    "Exile up to one target card from a single graveyard.",  # "up to two ... from a single graveyard": exile_more.py
])
def test_a_near_miss_up_to_sentence_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{U}", "text": text}).played
