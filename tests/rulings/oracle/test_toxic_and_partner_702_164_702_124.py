"""Real cards with toxic (2026 702.164) and partner abilities (702.124):
Branchblight Stalker's toxic 2 gives poison counters with its combat damage to
a player; Rograkh's partner changes only how a Commander deck is built, so in a
game it does nothing and the replay says why. Both keywords came after
February 2007: under those rules the replay says they do nothing."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj, texts

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26, step="beginning_of_combat"):
    return {"format": 1, "rules": rules, "name": "keywords", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": step}, "objects": objects, "actions": actions}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def attack(attacker, blocks=()):
    return [*passes(), {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]}, *passes(),
            {"type": "declare_blockers", "player": "Bob", "blocks": list(blocks)}, *passes(), *passes(), *passes()]


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def bob(replay):
    return next(p for p in replay.final_state["players"] if p["name"] == "Bob")


def test_branchblight_stalker_and_rograkh_are_fully_played(pool):
    assert pool["Branchblight Stalker"].played and pool["Rograkh, Son of Rohgahh"].played
    assert pool["Phyrexian Ornithopter"].played
    assert {"kind": "keyword", "keyword": "toxic", "count": 2} in pool["Branchblight Stalker"].definition["abilities"]


def test_toxic_2_gives_two_poison_counters_with_combat_damage_citing_702_164c(lookup):
    replay = run_scenario(load_scenario(scenario([obj("stalker", "Branchblight Stalker")], attack("stalker")), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert bob(replay)["life"] == 17 and bob(replay)["poison"] == 2
    [ev] = [ev for ev in events(replay) if "poison counter" in ev.text]
    assert "Bob also gets 2 poison counters (2 in all)" in ev.text
    assert ("702.164c", "toxic") in {(c.rule, c.concept) for c in ev.citations}


def test_toxic_gives_no_poison_when_the_creature_deals_no_damage_to_a_player(lookup):
    """Blocked: its combat damage goes to the blocker, and no player gets poison counters."""
    objects = [obj("stalker", "Branchblight Stalker"), obj("wall", "Phyrexian Ornithopter", owner="Bob")]
    replay = run_scenario(load_scenario(scenario(objects, attack("stalker", [{"blocker": "wall", "attacker": "stalker"}])),
                                        cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert bob(replay).get("poison", 0) == 0 and not any("poison counter" in t for t in texts(replay))


def test_toxic_1_with_no_power_gives_no_poison_as_no_damage_is_dealt(lookup):
    """Phyrexian Ornithopter (0/2, toxic 1): 0 damage is no damage dealt (2026 120.8), so no poison."""
    replay = run_scenario(load_scenario(scenario([obj("thopter", "Phyrexian Ornithopter")], attack("thopter")), cards=lookup))
    assert bob(replay).get("poison", 0) == 0


def test_under_the_2007_rules_toxic_is_said_to_do_nothing(lookup):
    replay = run_scenario(load_scenario(scenario([obj("stalker", "Branchblight Stalker")], attack("stalker"), rules=R07), cards=lookup))
    log = texts(replay)
    assert any(t.startswith("Text only under") and "has toxic, a keyword those rules do not have" in t for t in log)
    assert bob(replay).get("poison", 0) == 0 and bob(replay)["life"] == 17


def test_partner_does_nothing_in_a_game_and_the_replay_cites_702_124a(lookup):
    """Rograkh attacks as a first-striking, menacing, trampling 0/1; its partner is said to change only deck building."""
    replay = run_scenario(load_scenario(scenario([obj("rograkh", "Rograkh, Son of Rohgahh")], attack("rograkh")), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    [ev] = [ev for ev in events(replay) if "has partner" in ev.text]
    assert "changes only how a Commander deck is built" in ev.text
    assert ("702.124a", "partner") in {(c.rule, c.concept) for c in ev.citations}
    assert bob(replay)["life"] == 20


def test_partner_changes_nothing_in_the_game_compared_with_the_same_card_without_it(lookup):
    """The same scenario with and without the keyword ends in the same state."""
    card = dict(lookup("Rograkh, Son of Rohgahh"))
    without = {**card, "abilities": [a for a in card["abilities"] if a.get("keyword") != "partner"]}
    runs = [run_scenario(load_scenario(scenario([obj("rograkh", c)], attack("rograkh")), cards=lookup)) for c in (card, without)]
    assert [without_cards(r.final_state) for r in runs[:1]] == [without_cards(runs[1].final_state)]


def without_cards(v):
    """A game state without what lists the object's abilities (its card, its abilities
    and keywords): they differ by the keyword alone."""
    if isinstance(v, dict):
        return {k: without_cards(x) for k, x in v.items() if k not in ("card", "abilities", "keywords")}
    return [without_cards(x) for x in v] if isinstance(v, list) else v


def test_under_the_2007_rules_partner_is_said_to_be_a_later_ability(lookup):
    replay = run_scenario(load_scenario(scenario([obj("rograkh", "Rograkh, Son of Rohgahh")], [], rules=R07), cards=lookup))
    [note] = [t for t in texts(replay) if "partner" in t]
    assert note.startswith("Text only under") and "later than February 2007" in note


# ("Partner with [name]" is read now: test_partner_with.py; "Partner with itself" is not)
@pytest.mark.parametrize("text", ["Toxic X", "Toxic 0", "Partner with itself", "Partner—Friends forever", "Choose a background card"])
def test_a_near_miss_keyword_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{1}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played
