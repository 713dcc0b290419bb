"""Saga cards (2026 714; later than February 2007, whose rules have no Sagas: a card with chapter
abilities is refused under them as the scenario loads).

A chapter ability is a triggered ability with the trigger `{"event": "chapter", "chapters": [1, 2]}`:
"{rI}, {rII}—[Effect]" is "When one or more lore counters are put onto this Saga, if the number of
lore counters on it was less than N and became at least N, [effect]" for each N (714.2b-c). A
Saga's final chapter number is the greatest among its chapter abilities (714.2d).

- It enters with a lore counter (714.3a: its intrinsic replacement effect, `enters_notes`).
- As its controller's precombat main phase begins, they put a lore counter on each Saga they
  control with a chapter ability (714.3c: a turn-based action, `precombat_main_begins`).
- Lore counters put on it trigger the chapters whose number they reach (`lore_counters_put`).
- A Saga with at least its final chapter number of lore counters, that isn't the source of a
  chapter ability that has triggered but not yet left the stack, is sacrificed (714.4; the
  state-based action 704.5s: `sacrifice_finished`).
"""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display

NO_SAGAS_2007 = ("Sagas and their chapter abilities (2026 714) are later than the February 2007 rules; "
                 "play this scenario under the 2026-06-19 rules")


def chapter_abilities(abilities) -> list[dict]:
    return [ab for ab in abilities if isinstance(ab, dict) and ab.get("kind") == "triggered"
            and isinstance(ab.get("trigger"), dict) and ab["trigger"].get("event") == "chapter"]


def final_chapter(abilities) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 without any)."""
    return max((n for ab in chapter_abilities(abilities) for n in ab["trigger"].get("chapters", ())), default=0)


def is_saga(c) -> bool:
    return "Saga" in c.subtypes


def enters_notes(game, obj, card: dict, name: str) -> list:
    """714.3a: "This Saga enters with a lore counter on it" (a replacement effect, 614.1c)."""
    if obj.face_down or "Saga" not in (card.get("subtypes") or ()) or not chapter_abilities(card.get("abilities", ())):
        return []
    obj.counters = {**obj.counters, "lore": obj.counters.get("lore", 0) + 1}
    return [(f"{name} {game.words.comes_into_play} with a lore counter on it.",
             ("saga_enters_with_lore", "each Saga without read ahead enters with a lore counter on it"))]


def entered(game, obj) -> None:
    """A Saga that entered with lore counters (714.3a): they were put on it as it entered."""
    if obj.counters.get("lore") and is_saga(characteristics(game, obj)):
        lore_counters_put(game, obj, 0)


def lore_counters_put(game, saga, before: int) -> None:
    """Lore counters were put on `saga` (it had `before`): each chapter ability whose number the
    count reached triggers (714.2b)."""
    from .triggers import fire
    fire(game, "lore_counters_put", obj=saga, before=before, after=saga.counters.get("lore", 0))


def matches(trig: dict, source, data: dict) -> bool:
    """A chapter ability of the Saga the counters were put on, whose number they reached."""
    return data["obj"] is source and any(data["before"] < n <= data["after"] for n in trig.get("chapters", ()))


def precombat_main_begins(game) -> None:
    """714.3c: the active player puts a lore counter on each Saga they control with one or more
    chapter abilities, as their precombat main phase begins (no stack)."""
    for saga in game.in_play(game.active):
        c = characteristics(game, saga)
        if not is_saga(c) or not chapter_abilities(c.abilities):
            continue
        before = saga.counters.get("lore", 0)
        saga.counters = {**saga.counters, "lore": before + 1}
        game.characteristics_changed()
        emit(game, f"{game.players[game.active].name} puts a lore counter on {display(game, saga)}: it has {before + 1}.",
             ("saga_lore_each_main_phase", "as a player's precombat main phase begins, they put a lore counter on each Saga they control"))
        lore_counters_put(game, saga, before)


def _is_chapter(data) -> bool:
    ab = dict(data or ()).get("ability")
    return isinstance(ab, dict) and (ab.get("trigger") or {}).get("event") == "chapter"


def _chapter_waiting(game, saga) -> bool:
    """Whether a chapter ability of `saga` has triggered and not yet left the stack (714.4)."""
    return any(pt.source_id == saga.id and pt.source_zcc == saga.zcc and _is_chapter(pt.data) for pt in game.pending) \
        or any(item.kind == "triggered" and item.source_id == saga.id and item.source_zcc == saga.zcc and _is_chapter(item.data)
               for item in game.stack)


def finished(game, saga) -> bool:
    """714.4: lore counters at least its final chapter number, and no chapter ability of it waiting."""
    c = characteristics(game, saga)
    if not is_saga(c):
        return False
    final = final_chapter(c.abilities)
    return final > 0 and saga.counters.get("lore", 0) >= final and not _chapter_waiting(game, saga)
