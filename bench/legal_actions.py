"""legal_actions benchmark: the time to list every legal action on a busy board.

The board: Alice in her precombat main phase with seven untapped lands of two
colors (and Llanowar Elves), eight creatures on each side (one with a tap
ability, one with Equipment to move), and a full hand of seven: Lightning Bolt,
Blaze (X), Healing Salve (modal), Giant Growth, Terror, Skinthinner (morph) and
a land; Bob holds a grip of instants. Each listing tries every candidate
through the engine's own check (is_legal).

    python bench/legal_actions.py
Target: median at most 20 ms.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.engine import load_scenario  # noqa: E402
from rulings.engine.engine import game_at  # noqa: E402
from rulings.engine.legal_actions import legal_actions  # noqa: E402

RUNS = 50


def busy_board() -> dict:
    def o(id, card, owner="Alice", zone="in_play", **kw):
        return {"id": id, "card": card, "owner": owner, "zone": zone, **kw}
    objects = [o(f"forest{i}", "Forest") for i in range(4)] + [o(f"mountain{i}", "Mountain") for i in range(3)]
    objects += [o("elves", "Llanowar Elves"), o("sorcerer", "Prodigal Sorcerer"), o("splitter", "Bonesplitter")]
    objects += [o(f"bears{i}", "Grizzly Bears") for i in range(3)] + [o("giant", "Hill Giant"), o("wurm", "Spined Wurm")]
    objects += [o(f"bob_bears{i}", "Grizzly Bears", "Bob") for i in range(3)]
    objects += [o("bob_knight", "White Knight", "Bob"), o("bob_bk", "Black Knight", "Bob"), o("bob_drake", "Wind Drake", "Bob"),
                o("bob_troll", "Uthden Troll", "Bob"), o("bob_skel", "Drudge Skeletons", "Bob")]
    objects += [o(f"bob_island{i}", "Island", "Bob") for i in range(4)]
    objects += [o(card.lower().replace(" ", "_"), card, zone="hand") for card in
                ("Lightning Bolt", "Blaze", "Healing Salve", "Giant Growth", "Terror", "Skinthinner", "Plains")]
    objects += [o(f"bob_{card.lower()}", card, "Bob", zone="hand") for card in ("Counterspell", "Unsummon", "Jump")]
    return {"format": 1, "name": "busy board", "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
            "turn": {"number": 5, "active_player": "Alice", "phase": "precombat_main", "step": None},
            "objects": objects, "actions": []}


def main() -> None:
    game = game_at(load_scenario(busy_board()), 0)
    player, actions = legal_actions(game)
    times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        legal_actions(game)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"legal_actions on a busy board ({len(game.objects)} objects): {len(actions)} actions for {player}")
    print(f"  median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms over {RUNS} runs (target: median <= 20 ms)")


if __name__ == "__main__":
    main()
