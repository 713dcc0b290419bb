"""Real cards that clash (2026 701.30): Research the Deep (a sorcery that returns itself to its
owner's hand when its controller wins) and Oaken Brawler (an enters trigger putting a +1/+1
counter on it). Each player reveals the top card of their library; `choices: {source: {"bottom":
[...]}}` names the revealed cards put on the bottom. Clash is later than February 2007."""

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in

R26, R07 = "2026-06-19", "2007-02-01"


def research(lookup, alice_top, bob_top, bottom=None, rules=R26):
    choices = {} if bottom is None else {"choices": {"rtd": {"bottom": bottom}}}
    objects = [{"id": "rtd", "card": "Research the Deep", "owner": "Alice", "zone": "hand"},
               {"id": "i1", "card": "Island", "owner": "Alice", "zone": "in_play"},
               {"id": "i2", "card": "Island", "owner": "Alice", "zone": "in_play"},
               {"id": "drawn", "card": "Grizzly Bears", "owner": "Alice", "zone": "library"},
               {"id": "a_top", "card": alice_top, "owner": "Alice", "zone": "library"},
               {"id": "b_top", "card": bob_top, "owner": "Bob", "zone": "library"}]
    # a library lists its top card first: Alice draws "drawn", then clashes with the card under it
    sc = {"format": 1, "rules": rules, "name": "clash", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
          "actions": [{"type": "play_spell", "player": "Alice", "object": "rtd"}, {"type": "pass_priority", "player": "Alice"},
                      {"type": "pass_priority", "player": "Bob", **choices}]}
    replay = run_scenario(load_scenario(sc, cards=lookup))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    return replay, log


def cited(replay) -> set:
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_the_cards_are_fully_played(pool):
    assert pool["Research the Deep"].played and pool["Oaken Brawler"].played


def test_winning_the_clash_returns_research_the_deep_to_its_owners_hand(lookup):
    replay, log = research(lookup, "Hill Giant", "Grizzly Bears")
    found = objects_in(replay.final_state)
    assert not any(st.refused for st in replay.steps), log
    assert "Alice wins the clash." in log and found["rtd"]["zone"] == "hand", log
    assert {"701.30a", "701.30b", "701.30c", "701.30d"} <= cited(replay)


def test_a_tie_is_not_a_win_and_the_sorcery_goes_to_the_graveyard(lookup):
    replay, log = research(lookup, "Grizzly Bears", "Grizzly Bears")
    assert "Alice does not win the clash." in log and objects_in(replay.final_state)["rtd"]["zone"] == "graveyard", log


def test_the_revealed_cards_named_go_to_the_bottom_and_the_others_stay_on_top(lookup):
    replay, log = research(lookup, "Hill Giant", "Grizzly Bears", bottom=["b_top"])
    assert "Bob puts Grizzly Bears on the bottom of their library." in log, log
    assert "Alice puts Hill Giant back on top of their library." in log, log


def test_a_card_not_revealed_in_the_clash_is_refused_naming_the_field(lookup):
    replay, log = research(lookup, "Hill Giant", "Grizzly Bears", bottom=["i1"])
    assert replay.steps[-1].refused and "choices.rtd.bottom names i1" in log, log


def test_the_2007_rules_refuse_a_spell_that_clashes(lookup):
    replay, log = research(lookup, "Hill Giant", "Grizzly Bears", rules=R07)
    assert replay.steps[1].refused and "clashes, a keyword action later than the February 2007 rules (2026: rule 701.30)" in log, log


def test_oaken_brawler_gets_a_counter_when_its_controller_wins(lookup):
    objects = [{"id": "ob", "card": "Oaken Brawler", "owner": "Alice", "zone": "hand"},
               *({"id": f"w{i}", "card": "Plains", "owner": "Alice", "zone": "in_play"} for i in range(4)),
               {"id": "a_top", "card": "Hill Giant", "owner": "Alice", "zone": "library"}]
    sc = {"format": 1, "rules": R26, "name": "brawler", "players": [{"name": "Alice"}, {"name": "Bob"}],
          "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
          "actions": [{"type": "play_spell", "player": "Alice", "object": "ob"}, {"type": "pass_priority", "player": "Alice"},
                      {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
                      {"type": "pass_priority", "player": "Bob"}]}
    replay = run_scenario(load_scenario(sc, cards=lookup))
    log = "\n".join(ev.text for st in replay.steps for ev in st.events)
    assert "Bob's library is empty, so they reveal nothing" in log and "Alice wins the clash." in log, log
    assert objects_in(replay.final_state)["ob"]["counters"] == {"+1/+1": 1}, log


def test_near_misses_stay_text_only():
    def played(text):
        return compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Sorcery"], "text": text}).played
    assert not played("If you win, draw a card.")
    assert not played("Clash with an opponent. Otherwise, draw a card.")
    assert not played("Clash with an opponent. If you win, you may draw a card.")
