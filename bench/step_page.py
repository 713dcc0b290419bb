"""Step page server time for a 1,000-action scenario (issue 6 target: median <= 30 ms).

Builds a long but legal game (players play lands, tap them for mana, and pass
priority through many turns), stores it as a scenario, replays it once (the
cold run, which fills the replay cache), then times the step page for steps
spread over the whole game through Django's test client: that is the server
time of a request, template rendering included, without the network.

Replay stays fast because every step is stored once per (document hash, engine
version), its state by difference from the nearest keyframe: a step page reads
the keyframe and the changes after it (one query) and a window of the step log,
so its cost does not grow with the step number.
"""
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402

ACTIONS = 1000
SAMPLES = 200


def _base_document(players, objects) -> dict:
    return {
        "format": 1,
        "name": "A long game of Forests",
        "question": "How fast is a step page of a 1,000-action scenario?",
        "players": [{"name": p, "life": 20} for p in players],
        "turn": {"number": 1, "active_player": players[0], "phase": "precombat_main", "step": None},
        "objects": objects,
        "actions": [],
    }


def priority_order(document: dict, count: int) -> list[tuple]:
    """Who holds priority, and where, for `count` passes in a row from the document's set-up.

    Learned from the engine itself by playing one pass at a time, so the bench
    scenario stays legal whatever the engine decides about skipped steps.
    """
    from rulings.engine import load_scenario, run_scenario

    order = []
    for _ in range(count):
        state = run_scenario(load_scenario(document)).steps[-1].state
        holder = state["priority_player"] or state["active_player"]  # a declaration awaited: the default
        order.append((state["turn"], state["phase"], state["step"], holder))
        document["actions"].append({"type": "pass_priority", "player": holder})
    return order


def long_scenario(actions: int = ACTIONS) -> dict:
    """Two players with Forests in library and hand, passing through turn after turn;
    the active player plays a land from hand and taps it for mana in each of their
    precombat main phases while they have lands in hand."""
    players = ["Alice", "Bob"]
    objects = []
    for player in players:
        for n in range(40):
            objects.append({"id": f"{player.lower()}_lib{n}", "card": "Forest", "owner": player, "zone": "library"})
        for n in range(7):
            objects.append({"id": f"{player.lower()}_hand{n}", "card": "Forest", "owner": player, "zone": "hand"})
    # The passes of turns 1 and 2, then the same shape turn after turn with the roles swapped.
    learned = priority_order(_base_document(players, objects), 60)
    turn_two = [entry for entry in learned if entry[0] == 2]
    turn_one = [entry for entry in learned if entry[0] == 1]
    if not turn_two or not any(entry[0] == 3 for entry in learned):
        raise SystemExit("could not learn the shape of a turn from the engine")

    document = _base_document(players, objects)
    in_hand = {p: [f"{p.lower()}_hand{n}" for n in range(7)] for p in players}
    turn = 1
    while len(document["actions"]) < actions:
        active = players[(turn - 1) % 2]
        shape = turn_one if turn == 1 else turn_two
        main_started = False
        for _, phase, _, holder in shape:
            role_active = holder == (players[0] if turn == 1 else players[1])
            player = active if role_active else players[turn % 2]
            if phase == "precombat_main" and not main_started and role_active:
                main_started = True
                if in_hand[active]:
                    land = in_hand[active].pop(0)
                    document["actions"].append({"type": "play_land", "player": active, "object": land})
                    document["actions"].append({"type": "activate_ability", "player": active, "object": land, "ability": 0})
            document["actions"].append({"type": "pass_priority", "player": player})
        turn += 1
    document["actions"] = document["actions"][:actions]
    return document


def main() -> None:
    _django.setup("step-page")
    from django.contrib.auth import get_user_model
    from django.test import Client

    from rulings.services import replays, sharing, store, validation

    document = long_scenario()
    problems = validation.validate(document)
    if problems:
        raise SystemExit(f"the bench scenario is not valid: {problems[:3]}")
    user = get_user_model().objects.create_user("bench", password="bench-password-1")
    scenario = store.create_scenario(user, document)
    sharing.set_visibility(scenario, "public")  # read by an anonymous client, as anyone may read a public one

    started = time.perf_counter()
    replay = replays.replay_for(scenario)
    cold = time.perf_counter() - started
    refused = replay.steps.filter(refused=True).count()

    client = Client()
    stride = max(1, replay.step_count // SAMPLES)
    chosen = list(range(0, replay.step_count, stride))[:SAMPLES]
    for n in chosen[:20]:  # warm up templates and connections
        client.get(f"/scenarios/{scenario.pk}/steps/{n}")
    full, partial, cpu = [], [], []
    for n in chosen:
        began, began_cpu = time.perf_counter(), time.process_time()
        response = client.get(f"/scenarios/{scenario.pk}/steps/{n}")
        full.append((time.perf_counter() - began) * 1000)
        cpu.append((time.process_time() - began_cpu) * 1000)
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
    print(f"step page, full page, CPU time of the server process: {figures(cpu)}")
    stored = sum(len(data) for data in replay.steps.values_list("data", flat=True))
    print(f"stored replay: {stored / 1024:.0f} KiB for {replay.step_count} steps (compressed snapshots)")
    print(f"load average while measuring: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs "
          "(wall times include waiting for a CPU when the machine is busy)")
    median = statistics.median(full)
    print(f"target: median <= 30 ms -> {'met' if median <= 30 else 'NOT met'}")


if __name__ == "__main__":
    main()
