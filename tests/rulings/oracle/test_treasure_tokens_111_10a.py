"""A real card that creates Treasure tokens (rulings/oracle/tokens.py): the
predefined token of 2026 111.10a, played under 2026; the February 2007 rules
have no predefined tokens, and a scenario under them is refused saying so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

R26 = "2026-06-19"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "treasure", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def obj(oid, card, zone="in_play"):
    return {"id": oid, "card": card, "owner": "Alice", "zone": zone}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def pirates_cast_and_resolved():
    islands = [obj(f"island{i}", "Island") for i in range(5)]
    return islands + [obj("pirates", "Prosperous Pirates", zone="hand")], \
        [{"type": "play_spell", "player": "Alice", "object": "pirates"}, *passes(), *passes()]


def test_prosperous_pirates_is_fully_played(pool):
    assert pool["Prosperous Pirates"].played


def test_prosperous_pirates_creates_two_treasures_citing_111_10a(lookup):
    objects, actions = pirates_cast_and_resolved()
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    made = [ev for st in replay.steps for ev in st.events if "creates 2 colorless Treasure artifact tokens" in ev.text]
    assert made and "(treasure, treasure-2)" in made[0].text
    assert ("111.10a", "treasure_token") in {(c.rule, c.concept) for c in made[0].citations}


def test_a_treasure_is_sacrificed_for_one_mana_of_the_color_chosen(lookup):
    objects, actions = pirates_cast_and_resolved()
    actions.append({"type": "activate_ability", "player": "Alice", "object": "treasure", "ability": 0, "choice": "R"})
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=lookup))
    step = replay.steps[-1]
    assert not step.refused
    texts = [ev.text for ev in step.events]
    assert "Alice adds {R} to their mana pool (chosen of {W}, {U}, {B}, {R}, or {G})." in texts
    assert any("sacrifice" in t.lower() and "Treasure" in t for t in texts), texts


def test_under_the_2007_rules_a_treasure_follows_the_cards_words_and_the_log_says_the_rule_is_later(lookup):
    """The February 2007 rules have no predefined tokens: the card's own words (its reminder text,
    which the token's definition carries) are followed, 111.10a is not cited, and the log says why."""
    objects, actions = pirates_cast_and_resolved()
    actions.append({"type": "activate_ability", "player": "Alice", "object": "treasure", "ability": 0, "choice": "R"})
    replay = run_scenario(load_scenario(scenario(objects, actions, rules="2007-02-01"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    made = [ev.text for st in replay.steps for ev in st.events if "Treasure" in ev.text and "into play" in ev.text]
    assert made and "A Treasure token (a rule later than February 2007" in made[0]
    assert "111.10a" not in {c.rule for st in replay.steps for c in st.citations}
    assert "Alice adds {R} to their mana pool" in " ".join(ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("text", ["Create a tapped Treasure tokens.", "Create two Treasure token.", "Create a Treasure token for each opponent."])
def test_a_near_miss_treasure_sentence_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{R}", "text": text}).played


def test_pirates_pillage_draws_two_cards_and_then_creates_two_treasures(pool):
    """ "Draw two cards and create two Treasure tokens.": the first instruction, then
    the Treasures (its additional cost, discarding a card, stays text only)."""
    compiled = pool["Pirate's Pillage"]
    [verdict] = [a for a in compiled.abilities if a["text"].startswith("Draw two cards")]
    assert verdict["played"]
    assert [(s["do"], s.get("amount", s.get("count"))) for s in compiled.definition["effect"]] == [("draw", 2), ("create_token", 2)]
