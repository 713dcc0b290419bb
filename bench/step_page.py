"""Step page server time for a 1,000-action scenario (issue 6 target: median <= 30 ms).

Builds a long but legal game (players play lands, tap them for mana, and pass
priority through many turns), stores it as a scenario, replays it once (the
cold run, which fills the replay cache), then times the step page for steps
spread over the whole game through Django's test client: that is the server
time of a request, template rendering included, without the network.

Replay stays fast because every step's game-state snapshot is stored once per
(document hash, engine version): a step page reads one snapshot row and a
window of the step log, so its cost does not grow with the step number.
"""
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402

ACTIONS = 1000
SAMPLES = 200


def long_scenario(actions: int = ACTIONS) -> dict:
    """Two players with Forests in library and hand, passing through turn after turn;
    each player plays a land and taps it for mana whenever they can."""
    players = ["Alice", "Bob"]
    objects = []
    for player in players:
        for n in range(120):
            objects.append({"id": f"{player.lower()}_lib{n}", "card": "Forest", "owner": player, "zone": "library"})
        for n in range(7):
            objects.append({"id": f"{player.lower()}_hand{n}", "card": "Forest", "owner": player, "zone": "hand"})
    document = {
        "format": 1,
        "name": "A long game of Forests",
        "question": "How fast is a step page of a 1,000-action scenario?",
        "players": [{"name": p, "life": 20} for p in players],
        "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main", "step": None},
        "objects": objects,
        "actions": [],
    }
    plays = {p: [f"{p.lower()}_hand{n}" for n in range(7)] for p in players}
    turn = 0
    while len(document["actions"]) < actions:
        active = players[turn % 2]
        other = players[(turn + 1) % 2]
        if plays[active]:
            land = plays[active].pop(0)
            document["actions"].append({"type": "play_land", "player": active, "object": land})
            document["actions"].append(
                {"type": "activate_ability", "player": active, "object": land, "ability": 0}
            )
        # Both players pass in every remaining step and phase of the turn.
        for _ in range(12):
            document["actions"].append({"type": "pass_priority", "player": active})
            document["actions"].append({"type": "pass_priority", "player": other})
        turn += 1
    document["actions"] = document["actions"][:actions]
    return document


def main() -> None:
    _django.setup("step-page")
    from django.contrib.auth import get_user_model
    from django.test import Client

    from rulings import scenarios

    document = long_scenario()
    problems = scenarios.validate(document)
    if problems:
        raise SystemExit(f"the bench scenario is not valid: {problems[:3]}")
    user = get_user_model().objects.create_user("bench", password="bench-password-1")
    scenario = scenarios.create_scenario(user, document)

    started = time.perf_counter()
    replay = scenarios.replay_for(scenario)
    cold = time.perf_counter() - started
    refused = replay.steps.filter(refused=True).count()

    client = Client()
    stride = max(1, replay.step_count // SAMPLES)
    chosen = list(range(0, replay.step_count, stride))[:SAMPLES]
    for n in chosen[:20]:  # warm up templates and connections
        client.get(f"/scenarios/{scenario.pk}/steps/{n}")
    full, partial = [], []
    for n in chosen:
        began = time.perf_counter()
        response = client.get(f"/scenarios/{scenario.pk}/steps/{n}")
        full.append((time.perf_counter() - began) * 1000)
        assert response.status_code == 200, response.status_code
        began = time.perf_counter()
        response = client.get(f"/scenarios/{scenario.pk}/steps/{n}", headers={"HX-Request": "true"})
        partial.append((time.perf_counter() - began) * 1000)
        assert response.status_code == 200, response.status_code

    def figures(times):
        times = sorted(times)
        return f"median {statistics.median(times):.1f} ms, p95 {times[int(len(times) * 0.95) - 1]:.1f} ms, max {times[-1]:.1f} ms"

    print(f"scenario: {len(document['actions'])} actions, {len(document['objects'])} objects, "
          f"{replay.step_count} steps ({refused} refused)")
    print(f"cold replay (engine run + storing {replay.step_count} snapshots): {cold * 1000:.0f} ms")
    print(f"step page, full page ({len(full)} steps): {figures(full)}")
    print(f"step page, htmx partial ({len(partial)} steps): {figures(partial)}")
    median = statistics.median(full)
    print(f"target: median <= 30 ms -> {'met' if median <= 30 else 'NOT met'}")


if __name__ == "__main__":
    main()
