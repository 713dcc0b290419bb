"""The command line plays pool cards from a compiled cards file (--cards or $RULINGS_CARDS)."""
import json

from rulings.engine.cli import main

SCENARIO = {
    "format": 1, "rules": "2026-06-19", "name": "Shock on Savannah Lions", "players": [{"name": "Alice"}, {"name": "Bob"}],
    "turn": {"number": 2, "active_player": "Bob", "phase": "precombat_main", "step": None},
    "objects": [{"id": "lions", "card": "Savannah Lions", "owner": "Alice", "zone": "in_play"},
                {"id": "shock", "card": "Shock", "owner": "Bob", "zone": "hand"},
                {"id": "mountain", "card": "Mountain", "owner": "Bob", "zone": "in_play"}],
    "actions": [{"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["lions"],
                 "mana_abilities": [{"object": "mountain"}]},
                {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}],
}


def _files(tmp_path, pool):
    scenario = tmp_path / "s.json"
    scenario.write_text(json.dumps(SCENARIO))
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({n: c.definition for n, c in pool.items() if c.definition}))
    return scenario, cards


def test_the_cli_reads_pool_cards_from_a_cards_file(tmp_path, capsys, pool):
    scenario, cards = _files(tmp_path, pool)
    assert main([str(scenario), "--cards", str(cards)]) == 0
    assert "Shock deals 2 damage to Savannah Lions" in capsys.readouterr().out


def test_the_cli_reads_the_cards_file_named_by_the_environment(tmp_path, capsys, pool, monkeypatch):
    scenario, cards = _files(tmp_path, pool)
    monkeypatch.setenv("RULINGS_CARDS", str(cards))
    assert main([str(scenario)]) == 0
    assert "Savannah Lions is destroyed" in capsys.readouterr().out


def test_without_a_cards_file_a_pool_name_is_refused(tmp_path, capsys, pool, monkeypatch):
    monkeypatch.delenv("RULINGS_CARDS", raising=False)
    scenario, _ = _files(tmp_path, pool)
    assert main([str(scenario)]) != 0
    assert 'no card "Savannah Lions"' in capsys.readouterr().err


def test_a_bad_cards_file_is_a_clear_error(tmp_path, capsys, pool):
    scenario, cards = _files(tmp_path, pool)
    cards.write_text("[1, 2]")
    assert main([str(scenario), "--cards", str(cards)]) == 2
    assert "can't read the cards file" in capsys.readouterr().err
