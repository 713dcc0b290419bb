"""A real card that proliferates (rulings/oracle/proliferate.py): the player
chooses, in the action's `choices` for the source, the permanents and players
with counters that get one more counter of each kind they have (2026:
701.34a); a wrong choice is refused naming the field; proliferate is later
than February 2007, so 701.34a is cited only under 2026."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card


def scenario(choice, rules="2026-06-19"):
    objects = [{"id": f"swamp{i}", "card": "Swamp", "owner": "Alice", "zone": "in_play"} for i in range(3)] + [
        {"id": "grim", "card": "Grim Affliction", "owner": "Alice", "zone": "hand"},
        {"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "in_play"},
        {"id": "lions", "card": "Savannah Lions", "owner": "Alice", "zone": "in_play", "counters": {"+1/+1": 2}},
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"}]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choice is not None:
        resolve["choices"] = {"grim": {"proliferate": choice}}
    return {"format": 1, "rules": rules, "name": "proliferate",
            "players": [{"name": "Alice"}, {"name": "Bob", "poison": 3}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "grim", "targets": ["angel"]},
                        {"type": "pass_priority", "player": "Alice"}, resolve]}


def run(data, lookup):
    return run_scenario(load_scenario(data, cards=lookup))


def found(replay, oid):
    return next(o for zones in replay.final_state["zones"].values() for objs in zones.values() for o in objs if o["id"] == oid)


def test_grim_affliction_is_fully_played(pool):
    assert pool["Grim Affliction"].played
    assert [s["do"] for s in pool["Grim Affliction"].definition["effect"]] == ["put_counters", "proliferate"]


def test_the_permanents_and_players_chosen_get_one_more_counter_of_each_kind(lookup):
    replay = run(scenario(["angel", "lions", "Bob"]), lookup)
    assert not any(st.refused for st in replay.steps)
    assert found(replay, "angel")["counters"] == {"-1/-1": 2}
    assert found(replay, "lions")["counters"] == {"+1/+1": 3}
    assert replay.final_state["players"][1]["poison"] == 4
    cites = {(c.rule, c.concept) for st in replay.steps for ev in st.events for c in ev.citations}
    assert ("701.34a", "proliferate") in cites


def test_what_is_not_chosen_keeps_its_counters(lookup):
    replay = run(scenario(["angel"]), lookup)
    assert found(replay, "lions")["counters"] == {"+1/+1": 2}
    assert replay.final_state["players"][1]["poison"] == 3


def test_without_a_choice_none_is_chosen_and_the_log_says_so(lookup):
    replay = run(scenario(None), lookup)
    assert found(replay, "angel")["counters"] == {"-1/-1": 1}
    assert any("no choice was given: none is chosen" in ev.text for st in replay.steps for ev in st.events)


@pytest.mark.parametrize("choice, why", [(["bears"], "bears can't be chosen to proliferate: it is not a permanent or player with a counter"),
                                         (["Alice"], "Alice can't be chosen to proliferate"),
                                         (["lions", "lions"], "it is chosen twice")])
def test_a_wrong_choice_is_refused_naming_the_field(lookup, choice, why):
    replay = run(scenario(choice), lookup)
    step = next(st for st in replay.steps if st.refused)
    text = " ".join(ev.text for ev in step.events)
    assert "choices.grim.proliferate[" in text and why in text


def test_under_2007_the_words_are_followed_and_701_34a_is_not_cited(lookup):
    replay = run(scenario(["lions"], rules="2007-02-01"), lookup)
    assert found(replay, "lions")["counters"] == {"+1/+1": 3}
    assert any("Proliferate (a rule later than February 2007" in ev.text for st in replay.steps for ev in st.events)


@pytest.mark.parametrize("text", ["Proliferate twice.", "Proliferate X times.", "Proliferate, then proliferate again."])
def test_a_near_miss_proliferate_sentence_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{G}", "text": text}).played
