"""The command line's JSON: written step by step, each step's state or its changes,
and quiet when its reader stops early."""
import io
import json
import subprocess
import sys
from pathlib import Path

from rulings.engine import load_scenario, run_scenario
from rulings.engine.changes import rebuild
from rulings.engine.cli import main, write_replay
from rulings.engine.scenario import SCENARIO_DIR

REPO = Path(__file__).resolve().parents[3]
EXAMPLE = SCENARIO_DIR / "giant_growth_in_response_to_bolt.json"


def _example():
    return load_scenario(json.loads(EXAMPLE.read_text()))


def test_json_is_the_same_text_as_the_whole_replay_dumped_at_once(capsys):
    assert main([str(EXAMPLE), "--json"]) == 0
    assert capsys.readouterr().out == json.dumps(run_scenario(_example()).to_json(), indent=1) + "\n"


class _Writes(io.StringIO):
    """Counts how many steps had been played when each piece of text was written."""

    def __init__(self, played):
        super().__init__()
        self.played, self.seen = played, []

    def write(self, text):
        self.seen.append(len(self.played))
        return super().write(text)


def test_json_writes_each_step_before_the_next_is_played(monkeypatch):
    import rulings.engine.cli as cli
    from rulings.engine import engine

    played = []
    real = engine.play_steps

    def counting(*args):
        for step in real(*args):
            played.append(step.index)
            yield step
    monkeypatch.setattr(cli, "play_steps", counting)
    out = _Writes(played)
    write_replay(_example(), None, out)
    steps = len(run_scenario(_example()).steps)
    # one write per step, each made while only that step had been played
    assert out.seen[1:1 + steps] == list(range(1, steps + 1))


def test_changes_give_each_steps_changes_that_rebuild_its_state(capsys):
    assert main([str(EXAMPLE), "--changes"]) == 0
    written = json.loads(capsys.readouterr().out)
    played = run_scenario(_example()).to_json()
    assert [set(s) for s in written["steps"]] == [set(s) - {"state"} | {"changes"} for s in played["steps"]]
    state, objects = None, {}
    for mine, theirs in zip(written["steps"], played["steps"]):
        state = rebuild(state, mine["changes"], objects)
        assert json.dumps(state) == json.dumps(theirs["state"])
    assert written["final_state"] == played["final_state"]
    assert "objects" not in written["steps"][1]["changes"] or len(written["steps"][1]["changes"]["objects"]) < 5


def test_a_reader_that_stops_early_ends_the_run_quietly(tmp_path):
    # megabytes of JSON, far more than a pipe holds, so the writer meets the closed pipe
    forests = [{"id": f"forest{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(200)]
    long = dict(json.loads(EXAMPLE.read_text()), objects=forests, actions=[{"type": "pass_priority", "player": "Bob"}] * 40)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(long))
    run = subprocess.Popen([sys.executable, "-m", "rulings.engine", str(path), "--json"], cwd=REPO,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    run.stdout.read(10)
    run.stdout.close()  # as `| head -c 10` does
    _, err = run.communicate(timeout=60)
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err
    assert run.returncode in (0, 141)
