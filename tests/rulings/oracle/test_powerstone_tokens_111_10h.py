"""Real cards that create Powerstone tokens (rulings/oracle/powerstone_mana.py): the predefined token of
2026 111.10h, a colorless Powerstone artifact token with "{T}: Add {C}. This mana can't be spent
to cast a nonartifact spell." Its mana pays for an artifact spell and for anything that isn't a
spell, never for a nonartifact spell (rulings/engine/restricted_mana.py, 2026 106.6). The February
2007 rules have no predefined tokens: the card's words are followed and the log says so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from rulings.oracle.powerstone_mana import powerstone_token
from .conftest import cited_pairs, objects_in, texts

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "powerstone", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.fixture
def with_powerstone(lookup):
    """The pool's cards and a Powerstone token's definition (a scenario may start with one in play)."""
    token = {"name": "Powerstone", **powerstone_token()}
    return lambda name: token if name == "Powerstone" else lookup(name)


def run(cards, objects, actions, rules=R26):
    return run_scenario(load_scenario(scenario(objects, actions, rules), cards=cards))


def test_the_cards_are_fully_played(pool):
    for name in ("Koilos Roc", "Stern Lesson", "Hall of Tagsin"):
        assert pool[name].played, name


def roc_cast_and_resolved():
    islands = [obj(f"island{i}", "Island") for i in range(5)]
    return islands + [obj("roc", "Koilos Roc", zone="hand")], \
        [{"type": "play_spell", "player": "Alice", "object": "roc"}, *passes(), *passes()]


def test_koilos_roc_creates_a_tapped_powerstone_citing_111_10h(lookup):
    objects, actions = roc_cast_and_resolved()
    replay = run(lookup, objects, actions)
    assert not any(st.refused for st in replay.steps), texts(replay)
    made = [e for st in replay.steps for e in st.events if "creates 1 tapped colorless Powerstone artifact token" in e.text]
    assert made and "(powerstone)" in made[0].text
    assert ("111.10h", "powerstone_token") in {(c.rule, c.concept) for c in made[0].citations}
    assert objects_in(replay.final_state)["powerstone"]["tapped"] is True


def test_under_the_2007_rules_the_token_follows_the_cards_words_and_the_log_says_the_rule_is_later(lookup):
    objects, actions = roc_cast_and_resolved()
    replay = run(lookup, objects, actions, R07)
    assert not any(st.refused for st in replay.steps)
    made = [t for t in texts(replay) if "Powerstone" in t and "into play" in t]
    assert made and "puts 1 tapped colorless Powerstone artifact token into play" in made[0]
    assert "A Powerstone token (a rule later than February 2007" in made[0]
    assert "111.10h" not in {r for r, _ in cited_pairs(replay)}


@pytest.mark.parametrize("rules", (R26, R07))
def test_powerstone_mana_pays_for_an_artifact_spell(with_powerstone, rules):
    replay = run(with_powerstone, [obj("stone", "Powerstone"), obj("bell", "Ghoulcaller's Bell", "hand")],
                 [{"type": "play_spell", "player": "Alice", "object": "bell"}], rules)
    assert not replay.steps[-1].refused, texts(replay)
    assert "Alice spends 1 mana that can't be spent to cast a nonartifact spell on this spell." in texts(replay)
    assert (("106.6", "mana_spending_restriction") in cited_pairs(replay)) is (rules == R26)


@pytest.mark.parametrize("rules", (R26, R07))
def test_powerstone_mana_cant_pay_for_a_nonartifact_spell(with_powerstone, rules):
    replay = run(with_powerstone, [obj("stone", "Powerstone"), obj("island", "Island"), obj("owl", "Sage Owl", "hand")],
                 [{"type": "activate_ability", "player": "Alice", "object": "stone", "ability": 0},
                  {"type": "play_spell", "player": "Alice", "object": "owl"}], rules)
    assert not replay.steps[-2].refused
    assert replay.steps[-1].refused
    assert "{C} more in it can't be spent to cast a nonartifact spell" in replay.steps[-1].events[-1].text
    assert replay.final_state["players"][0]["restricted_mana"] == [{"type": "C", "spend_only": "not_nonartifact_spell"}]


def test_four_powerstones_pay_for_hall_of_tagsins_ability_that_makes_another(with_powerstone):
    """An activated ability isn't a spell: the Powerstones' mana pays its {4} (the action names
    no mana, so the engine taps them), and the new token enters tapped."""
    stones = [obj(f"stone{i}", "Powerstone") for i in range(4)]
    replay = run(with_powerstone, stones + [obj("hall", "Hall of Tagsin")],
                 [{"type": "activate_ability", "player": "Alice", "object": "hall", "ability": 2}, *passes()])
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "Alice spends 4 mana that can't be spent to cast a nonartifact spell on Hall of Tagsin's ability." in texts(replay)
    assert any("creates 1 tapped colorless Powerstone artifact token" in t for t in texts(replay))
    assert not replay.final_state["players"][0].get("restricted_mana")


def test_stern_lesson_draws_discards_then_creates_the_token(pool):
    steps = pool["Stern Lesson"].definition["effect"]
    assert steps[-1]["do"] == "create_token" and steps[-1]["predefined"] == "Powerstone" and steps[-1]["tapped"] is True


#: ("You and target opponent each create a tapped Powerstone token." is read now: test_investigate_and_each_create.py, Thran Spider)
@pytest.mark.parametrize("text", ["Create a Powerstone token for each opponent.", "Create two tapped Powerstone token."])
def test_a_near_miss_powerstone_sentence_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{R}", "text": text}).played
