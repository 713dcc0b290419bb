"""Rules engine benchmark: actions per second and peak memory for scenarios of
100, 1,000 and 10,000 actions (each Step keeps a full state snapshot).

The scenario is a long, legal game: every turn the active player draws, plays
Giant Growth on a Grizzly Bears (tapping a Forest while paying), declares no
attackers, and both players pass through every step; all of it goes through
the full rules (priority, state-based effects, mana burn checks, cleanup).

    python bench/engine.py
Played under both editions (February 2007 and June 2026: the same game, the
2026 log in its own words and numbers). Targets, for each edition: at least
15,000 actions per second at 10,000 actions; 10,000 actions take at most 12x
the time of 1,000 (linear growth).
"""
from __future__ import annotations

import gc
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.engine import load_scenario, run_scenario  # noqa: E402
from rulings.engine.editions import EDITIONS  # noqa: E402

PLAYERS = ("Alice", "Bob")


def one_turn(active: str, turn: int) -> list[dict]:
    other = PLAYERS[1 - PLAYERS.index(active)]
    ap, op = {"type": "pass_priority", "player": active}, {"type": "pass_priority", "player": other}
    growth = f"growth_{active}_{turn}"
    return [
        ap, op,  # upkeep
        ap, op,  # draw (the active player drew a Giant Growth)
        {"type": "play_spell", "player": active, "object": growth, "targets": [f"bears_{active}"],
         "mana_abilities": [{"object": f"forest_{active}"}]},
        ap, op,  # Giant Growth resolves
        ap, op,  # precombat main ends
        ap, op,  # beginning of combat ends
        {"type": "declare_attackers", "player": active, "attackers": []},
        ap, op,  # declare attackers ends (blockers and damage are skipped)
        ap, op,  # end of combat
        ap, op,  # postcombat main
        ap, op,  # end of turn step; cleanup ends the turn
    ]


MAX_ACTIONS = 10_000


def scenario(n_actions: int) -> dict:
    """The first n_actions of one long game; every size starts from the same
    position (each player's library holds enough Giant Growths for the longest
    game), so the sizes differ only in how long the game runs."""
    per_turn = len(one_turn("Alice", 0))
    turns = max(n_actions, MAX_ACTIONS) // per_turn // 2 + 2  # each player's turns
    objects = []
    for p in PLAYERS:
        objects.append({"id": f"bears_{p}", "card": "Grizzly Bears", "owner": p, "zone": "in_play"})
        objects.append({"id": f"forest_{p}", "card": "Forest", "owner": p, "zone": "in_play"})
        # library top first: the Giant Growth for each of this player's turns, in order
        for t in range(turns):
            objects.append({"id": f"growth_{p}_{t}", "card": "Giant Growth", "owner": p, "zone": "library"})
    actions = []
    t = 0
    while len(actions) < n_actions:
        active = PLAYERS[t % 2]
        actions += one_turn(active, t // 2)
        t += 1
    return {"format": 1, "name": f"bench {n_actions}", "players": [{"name": p, "life": 20} for p in PLAYERS],
            "turn": {"number": 1, "active_player": "Alice", "phase": "beginning", "step": "untap"},
            "objects": objects, "actions": actions[:n_actions]}


def timed(loaded, n: int, rules: str) -> tuple[float, float]:
    """(wall-clock seconds, CPU seconds) of one run."""
    gc.collect()
    start, cpu = time.perf_counter(), time.process_time()
    replay = run_scenario(loaded, rules)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    refused = sum(s.refused for s in replay.steps)
    assert refused == 0, f"{refused} refused actions in the benchmark game"
    assert len(replay.steps) == n + 1
    return elapsed, cpu


def peak_memory(loaded, rules: str) -> int:
    """Peak memory of one run, replay (all steps and snapshots) included."""
    gc.collect()
    tracemalloc.start()
    replay = run_scenario(loaded, rules)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del replay
    return peak


TARGET_RATE = 15_000


def bench_edition(rules: str) -> bool:
    results = {}
    print(f"\n{EDITIONS[rules].title} ({rules})")
    print(f"{'actions':>8} {'wall s':>8} {'actions/s':>10} {'CPU s':>8} {'actions/s':>10} {'peak memory':>12}")
    for n in (100, 1_000, 10_000):
        loaded = load_scenario(scenario(n))
        runs = [timed(loaded, n, rules) for _ in range(5)]
        wall = min(r[0] for r in runs)
        cpu = min(r[1] for r in runs)
        peak = peak_memory(loaded, rules)
        results[n] = cpu
        print(f"{n:>8} {wall:>8.3f} {n / wall:>10.0f} {cpu:>8.3f} {n / cpu:>10.0f} {peak / 1e6:>9.1f} MB")
    ratio = results[10_000] / results[1_000]
    rate = 10_000 / results[10_000]
    print(f"10,000 / 1,000 CPU time ratio: {ratio:.1f} (target at most 12); "
          f"CPU rate at 10,000: {rate:.0f} actions/s (target at least {TARGET_RATE:,})")
    return ratio <= 12 and rate >= TARGET_RATE


def main() -> int:
    print("best of 5 runs; CPU time is what the engine costs, wall time also counts waiting on a busy machine")
    ok = [bench_edition(rules) for rules in EDITIONS]
    return 0 if all(ok) else 1


if __name__ == "__main__":
    raise SystemExit(main())
