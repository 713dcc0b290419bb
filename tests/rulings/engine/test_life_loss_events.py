"""Life totals set, exchanged and halved, and the life lost this way (rulings/engine/life_events.py):
a life total that becomes N gains or loses the difference (2026 119.5); an exchange is stopped by
"can't gain life" (2026 119.7, 701.12c); a negative amount gains or loses nothing (2026 107.1b);
"the life lost this way" counts every player's loss."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"
CANT_GAIN = {"name": "No Gains", "mana_cost": "{0}", "types": ["Enchantment"], "abilities": [{"kind": "keyword", "keyword": "players_cant_gain_life"}],
             "text": "Players can't gain life."}
MINUS_ONE = {"name": "Wilted Thing", "mana_cost": "{0}", "types": ["Creature"], "power": -1, "toughness": 1, "text": ""}


def spell(effect, targets=()):
    return {"name": "Life Spell", "mana_cost": "{0}", "types": ["Sorcery"], "targets": list(targets), "effect": effect, "text": "Life Spell"}


def resolve(card, targets=(), others=(), life=(20, 20), rules=R26):
    """Alice casts `card` (it costs nothing), then it resolves: the replay and the life totals."""
    data = make([obj("s", card, zone="hand"), *others], [act("play_spell", object="s", targets=list(targets)), pass_("Alice"), pass_("Bob")],
                life=life)
    replay = run_scenario(load_scenario({**data, "rules": rules}))
    text = "\n".join(e.text for st in replay.steps for e in st.events)
    assert not any(st.refused for st in replay.steps), text
    return text, {p["name"]: p["life"] for p in replay.final_state["players"]}, {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("rules", [R26, R07])
def test_119_5_a_life_total_that_becomes_n_loses_the_difference(rules):
    text, life, cites = resolve(spell([{"do": "set_life_total", "amount": 5, "player": "target:0"}], ["player"]), ["Bob"], rules=rules)
    assert life["Bob"] == 5 and "Bob loses 15 life" in text
    assert ("119.5" in cites) == (rules == R26)


def test_119_7_a_life_total_that_would_become_higher_stays_when_the_player_cant_gain_life():
    text, life, _ = resolve(spell([{"do": "set_life_total", "amount": 20, "player": "you"}]), others=[obj("no", CANT_GAIN)], life=(4, 20))
    assert life["Alice"] == 4 and "can't" in text


def test_701_12c_an_exchange_that_would_raise_a_life_total_a_player_cant_gain_doesnt_happen():
    text, life, cites = resolve(spell([{"do": "exchange_life_totals", "player": "target:0"}], ["opponent"]), ["Bob"],
                                others=[obj("no", CANT_GAIN, "Bob")], life=(4, 20))
    assert life == {"Alice": 4, "Bob": 20} and "don't exchange life totals" in text
    assert "701.12c" in cites


def test_107_1b_life_equal_to_a_negative_power_is_no_life():
    gain = spell([{"do": "gain_life", "amount": {"count": "power_of", "of": "target:0"}, "player": "you"}], ["creature"])
    _, life, _ = resolve(gain, ["w"], others=[obj("w", MINUS_ONE, "Bob")])
    assert life["Alice"] == 20


@pytest.mark.parametrize("rules", [R26, R07])
def test_half_a_life_total_rounded_up_is_read_as_the_instruction_is_followed(rules):
    half = spell([{"do": "lose_life", "amount": {"count": "half_life_rounded_up", "of": "target:0"}, "player": "target:0"}], ["player"])
    text, life, cites = resolve(half, ["Bob"], life=(20, 7), rules=rules)
    assert life["Bob"] == 3  # 7 / 2 = 3.5, rounded up: 4
    assert {R26: "107.1a", R07: "104.1"}[rules] in cites


def test_the_life_lost_this_way_counts_each_players_loss():
    drain = spell([{"do": "count_life_lost"}, {"do": "lose_life", "amount": 2, "player": "target:0"},
                   {"do": "lose_life", "amount": 3, "player": "target:0"},
                   {"do": "gain_life", "amount": {"count": "life_lost_this_way"}, "player": "you"}], ["opponent"])
    _, life, _ = resolve(drain, ["Bob"])
    assert life == {"Alice": 25, "Bob": 15}


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("do", ["gain_life", "lose_life"])
def test_119_3_an_effects_life_gain_or_loss_adjusts_the_life_total_cited_under_2026_only(rules, do):
    text, life, cites = resolve(spell([{"do": do, "amount": 3, "player": "target:0"}], ["player"]), ["Bob"], rules=rules)
    assert life["Bob"] == (23 if do == "gain_life" else 17)
    assert ("119.3" in cites) == (rules == R26)  # the February 2007 rules say it only in their glossary
