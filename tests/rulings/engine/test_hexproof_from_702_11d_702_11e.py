""" "Hexproof from [quality]" (2026 702.11d) is a hexproof ability (702.11e): a spell
that looks for "a creature with hexproof" finds it, and one "without hexproof" doesn't."""
from rulings.engine import load_scenario, run_scenario

CARDS = {
    "Grace Knight": {"name": "Grace Knight", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Knight"], "power": 2, "toughness": 2,
                     "abilities": [{"kind": "keyword", "keyword": "hexproof_from_black"}], "text": "Hexproof from black"},
    "Seek the Hexproof": {"name": "Seek the Hexproof", "mana_cost": "{R}", "types": ["Instant"],
                          "abilities": [], "targets": [{"keyword": "hexproof", "types": ["Creature"]}],
                          "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
                          "text": "Seek the Hexproof deals 1 damage to target creature with hexproof."},
    "Plain Knight": {"name": "Plain Knight", "mana_cost": "{1}{W}", "types": ["Creature"], "subtypes": ["Knight"], "power": 2, "toughness": 2,
                     "abilities": [], "text": ""},
    "Mountain": {"name": "Mountain", "types": ["Land"], "subtypes": ["Mountain"], "supertypes": ["Basic"], "abilities": [], "text": ""},
}


def cast(rules, knight="Grace Knight"):
    sc = {"format": 1, "rules": rules, "name": "hexproof from", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
          "turn": {"number": 3, "active_player": "Bob", "phase": "precombat_main", "step": None},
          "objects": [{"id": "knight", "card": knight, "owner": "Alice", "zone": "in_play"},
                      {"id": "seek", "card": "Seek the Hexproof", "owner": "Bob", "zone": "hand"},
                      {"id": "m", "card": "Mountain", "owner": "Bob", "zone": "in_play"}],
          "actions": [{"type": "play_spell", "player": "Bob", "object": "seek", "targets": ["knight"]}]}
    return run_scenario(load_scenario(sc, cards=CARDS.get)).steps[-1]


def test_702_11e_a_red_spell_looking_for_hexproof_finds_hexproof_from_black():
    step = cast("2026-06-19")
    assert not step.refused, "\n".join(ev.text for ev in step.events)


def test_702_11e_a_spell_looking_for_hexproof_doesnt_find_a_creature_without_it():
    assert cast("2026-06-19", knight="Plain Knight").refused
