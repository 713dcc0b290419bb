"""How a replay's cost grows with objects x actions, up to the limits.

For each size (objects in play, passes by whoever holds priority, as the engine
plays them), stores the scenario as a public one, then measures through Django's
test client: the first replay (the engine run and storing every step by
difference), a step page (the last step, rebuilt from its keyframe), the overview
(the stored outcome), the first compare page (both editions played and the
comparison kept) and a second one (read back), the stored replay's size, and the
process's peak memory. Prints one line per size and the curve.

    .venv/bin/python bench/replay_scale.py            # sizes up to the limit
    .venv/bin/python bench/replay_scale.py 300x300    # one size
"""
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402

SPELL_SIZES = ((100, 100), (200, 200), (300, 300), (200, 400))
SIZES = ((50, 50), (100, 100), (200, 200), (300, 300), (200, 500), (1000, 100), (500, 500), (1000, 1000))


def scenario_of(objects: int, actions: int) -> dict:
    """`objects` Forests (most in play, enough in each library that nobody decks) and
    `actions` passes, each by the player who holds priority."""
    from rulings.engine import load_scenario
    from rulings.engine.engine import _setup, build_game, play_action

    library = max(2, actions // 8)
    items = [{"id": f"forest{i}", "card": "Forest", "owner": "Alice" if i % 2 else "Bob", "zone": "in_play"}
             for i in range(objects - 2 * library)]
    items += [{"id": f"{p}{i}", "card": "Forest", "owner": p, "zone": "library"} for p in ("Alice", "Bob")
              for i in range(library)]
    document = {"format": 1, "name": f"{objects} objects x {actions} actions", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main", "step": None},
                "objects": items, "actions": []}
    game = build_game(load_scenario(document))
    _setup(game, load_scenario(document))
    for _ in range(actions):
        holder = game.priority if game.priority is not None else game.active
        action = {"type": "pass_priority", "player": game.players[holder].name}
        play_action(game, action)
        game.take_events()
        document["actions"].append(action)
    return document


def spells_of(objects: int, actions: int) -> dict:
    """A heavier shape: Alice taps a Forest, plays Giant Growth on her Grizzly Bears and
    both pass, so it resolves, four actions at a time: every resolution changes
    characteristics (a layer 7c effect, 418.5a), and every permanent is looked at again."""
    spells = actions // 4
    forests = max(spells, objects - spells - 1)
    items = [{"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"}]
    items += [{"id": f"forest{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(forests)]
    items += [{"id": f"growth{i}", "card": "Giant Growth", "owner": "Alice", "zone": "hand"} for i in range(spells)]
    acts = []
    for i in range(spells):
        acts += [{"type": "activate_ability", "player": "Alice", "object": f"forest{i}", "ability": 0},
                 {"type": "play_spell", "player": "Alice", "object": f"growth{i}", "targets": ["bears"]},
                 {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    return {"format": 1, "name": f"{len(items)} objects x {len(acts)} actions, spells", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
            "objects": items, "actions": acts}


def _timed(call):
    began = time.perf_counter()
    result = call()
    return (time.perf_counter() - began) * 1000, result


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure(client, user, objects: int, actions: int, shape=None) -> dict:
    from rulings.models import ReplayStep
    from rulings.services import replays, sharing, store, validation

    document = (shape or scenario_of)(objects, actions)
    objects, actions = len(document["objects"]), len(document["actions"])  # as the shape made them
    problems = validation.validate(document)
    if problems:
        return {"size": f"{objects}x{actions}", "refused": problems[0].message}
    scenario = store.create_scenario(user, document)
    sharing.set_visibility(scenario, "public")
    first, replay = _timed(lambda: replays.replay_for(scenario))
    last = replay.step_count - 1
    client.get(f"/scenarios/{scenario.pk}/steps/0")  # warm templates
    step_ms = sorted(_timed(lambda: client.get(f"/scenarios/{scenario.pk}/steps/{n}"))[0]
                     for n in (last, last // 2, last // 3, max(1, last - 7)))
    overview, _ = _timed(lambda: client.get(f"/scenarios/{scenario.pk}/"))
    compare_first, _ = _timed(lambda: client.get(f"/scenarios/{scenario.pk}/compare"))
    compare_again, _ = _timed(lambda: client.get(f"/scenarios/{scenario.pk}/compare"))
    rows = ReplayStep.objects.filter(replay=replay)
    stored = sum(len(d) for d in rows.values_list("data", flat=True))
    refused = ReplayStep.objects.filter(replay=replay, refused=True).count()
    return {"size": f"{objects}x{actions}" + (" spells" if shape else ""), "refused_steps": refused, "work": objects * actions, "first_replay_ms": first,
            "step_ms": (step_ms[0], step_ms[-1]), "overview_ms": overview, "compare_first_ms": compare_first,
            "compare_again_ms": compare_again, "stored_kib": stored / 1024,
            "keyframes": rows.filter(keyframe=True).count(), "peak_mb": _peak_mb()}


def main() -> None:
    _django.setup("replay-scale")
    from django.contrib.auth import get_user_model
    from django.test import Client

    from rulings.services.limits import MAX_WORK

    sizes = [tuple(int(n) for n in arg.split("x")) for arg in sys.argv[1:]] or SIZES
    user = get_user_model().objects.create_user("bench", password="bench-password-1")
    client = Client()
    print(f"limit: objects x actions <= {MAX_WORK:,}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    results = []
    runs = [(o, a, None) for o, a in sizes] + ([(o, a, spells_of) for o, a in SPELL_SIZES] if not sys.argv[1:] else [])
    for objects, actions, shape in runs:
        r = measure(client, user, objects, actions, shape)
        results.append(r)
        if "refused" in r:
            print(f"{r['size']:>16}: refused: {r['refused']}")
            continue
        print(f"{r['size']:>16} (work {r['work']:>9,}): first replay {r['first_replay_ms']:7.0f} ms, "
              f"step page {r['step_ms'][0]:5.1f}-{r['step_ms'][1]:5.1f} ms, overview {r['overview_ms']:5.1f} ms, "
              f"compare first {r['compare_first_ms']:6.0f} ms then {r['compare_again_ms']:5.1f} ms, "
              f"stored {r['stored_kib']:7.0f} KiB ({r['keyframes']} keyframes), {r['refused_steps']} steps refused, peak RSS {r['peak_mb']:.0f} MB")
    done = [r for r in results if "refused" not in r and "spells" not in r["size"]]
    if len(done) >= 2:
        a, b = done[0], max(done, key=lambda r: r["work"])
        print(f"curve: from {a['work']:,} to {b['work']:,} work ({b['work'] / a['work']:.0f}x), the first replay "
              f"grew {b['first_replay_ms'] / a['first_replay_ms']:.0f}x and the stored replay "
              f"{b['stored_kib'] / a['stored_kib']:.0f}x; a step page, the overview and a second compare stay flat")


if __name__ == "__main__":
    main()
