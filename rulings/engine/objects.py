"""Players and objects, with a journal that makes any action undoable.

Rule 409.1/422.1: an illegal play is reversed and "the game returns to the
moment before" it. Every attribute assignment on a journaled object is
recorded while a transaction is open, so a refused action is rolled back
exactly (python-chess keeps a move stack for the same reason). Containers are
kept immutable (tuples, fresh dicts) so that one assignment is one change.
"""
from __future__ import annotations

_MISSING = object()


class Journal:
    """The undo log shared by every object of one game."""

    __slots__ = ("log", "objects_changed")

    def __init__(self) -> None:
        self.log: list | None = None
        self.objects_changed = True  # set by any object change; lets snapshots reuse unchanged zones

    def begin(self) -> int:
        if self.log is None:
            self.log = []
        return len(self.log)

    def rollback(self, mark: int) -> bool:
        """Undo what was done since `mark`; whether anything was."""
        log = self.log
        if len(log) <= mark:
            return False
        self.objects_changed = True
        while len(log) > mark:
            obj, name, old = log.pop()
            if old is _MISSING:
                object.__delattr__(obj, name)
            else:
                object.__setattr__(obj, name, old)
            if hasattr(obj, "_snap"):
                object.__setattr__(obj, "_snap", None)
            if hasattr(obj, "_chars"):
                object.__setattr__(obj, "_chars", None)
        return True

    def commit(self, mark: int) -> None:
        if mark == 0:
            self.log = None


class Journaled:
    """Base class: assignments are journaled while a transaction is open."""

    __slots__ = ("_j",)

    def __setattr__(self, name, value):
        j = object.__getattribute__(self, "_j")
        if j.log is not None:
            j.log.append((self, name, getattr(self, name, _MISSING)))
        object.__setattr__(self, name, value)


class Player(Journaled):
    __slots__ = ("index", "name", "life", "poison", "energy", "monarch", "mana_pool", "lands_played_this_turn",
                 "lost", "won", "drew_from_empty_library", "loss_reason", "_snap", "spells_cast_this_turn", "lost_life_this_turn",
                 "citys_blessing", "speed", "speed_turn", "speed_seen", "life_losses", "restricted_mana", "emblems",
                 "ring_tempted", "ring_bearer", "mana_spent_on_spells_this_turn",
                 "noncreature_spells_cast_this_turn", "commander", "dungeon", "dungeons_completed", "ventured",
                 "initiative", "spells_cast_last_turn", "lost_life_last_turn")

    def __init__(self, journal: Journal, index: int, name: str, life: int):
        object.__setattr__(self, "_j", journal)
        object.__setattr__(self, "_snap", None)
        self.index = index
        self.name = name
        self.life = life
        self.poison = 0  # poison counters (420.5h; 122.1f in 2026)
        self.energy = 0  # energy counters ({E}: 2026 107.14, 122.1)
        self.monarch = False  # the monarch designation (2026 725.1); one player at most (725.3)
        self.citys_blessing = False  # the city's blessing (2026 702.131c), for the rest of the game: ascend.py
        self.speed = None  # no speed until something sets it (2026 702.179b): speed.py
        self.speed_turn = 0  # the turn its speed ability last triggered (once each turn, 702.179d)
        self.speed_seen = 0  # the opponents' life losses its speed ability has seen
        self.life_losses = 0  # how many times this player's life total went down (speed.py)
        self.mana_pool = EMPTY_POOL
        self.restricted_mana = ()  # mana that may be spent only on some spells (2026 106.6): restricted_mana.py
        self.ring_tempted = 0  # how many times the Ring has tempted this player (2026 701.54c): the_ring.py
        self.ring_bearer = None  # (id, zcc) of the creature chosen as their Ring-bearer (701.54a)
        self.emblems = ()  # the emblems this player owns and controls in the command zone (2026 114.2): emblems.py
        self.lands_played_this_turn = 0
        self.spells_cast_last_turn = 0  # the werewolves' "if no spells were cast last turn" (board_life_conditions.py)
        self.spells_cast_this_turn = 0  # surge (2026 702.117a): "if you ... cast another spell this turn"
        self.noncreature_spells_cast_this_turn = 0  # "if you've cast a noncreature spell this turn" (triggers.check_condition)
        self.mana_spent_on_spells_this_turn = 0  # expend (2026 700.14): expend.py
        self.lost_life_this_turn = False  # spectacle (2026 702.137a): "if an opponent lost life this turn"
        self.lost_life_last_turn = False  # "if you lost life last turn" (lost_life_last_turn.py)
        self.commander = ()  # the ids of the player's commanders (2026 903.3): commander.py
        self.dungeon = None  # (dungeon, room): the dungeon card they own in the command zone and their venture marker's room (2026 309): dungeons.py
        self.dungeons_completed = 0  # how many dungeons they completed (309.7)
        self.ventured = (0, 0)  # (turn, times): how many times they ventured into the dungeon that turn (dungeons.py)
        self.initiative = False  # the initiative designation (2026 726.1); one player at most (726.3): initiative.py
        self.lost = False
        self.won = False
        self.drew_from_empty_library = False
        self.loss_reason = ""

    def __setattr__(self, name, value):
        if name == "life" and value < getattr(self, "life", value):
            if not getattr(self, "lost_life_this_turn", True):
                Journaled.__setattr__(self, "lost_life_this_turn", True)  # damage, paying or losing life (2026 119.3, 120.3a)
            if hasattr(self, "life_losses"):
                Journaled.__setattr__(self, "life_losses", self.life_losses + 1)  # the speed ability's event (702.179d)
        Journaled.__setattr__(self, name, value)
        if name != "_snap":
            object.__setattr__(self, "_snap", None)


MANA_TYPES = ("W", "U", "B", "R", "G", "C")
EMPTY_POOL = {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0, "C": 0}


class GameObject(Journaled):
    """A card (or token) in some zone. `zcc` counts zone changes: rule 217.1c
    makes a moved object a new object, so anything that remembers an object
    (targets, delayed triggers) remembers (id, zcc) and fails if it moved."""

    __slots__ = (
        "id", "card", "owner", "controller", "zone", "tapped", "damage", "counters",
        "face_down", "attached_to", "attached_zcc", "continuous_control", "timestamp", "zcc", "token",
        "ability_uses", "attacking", "attacking_what", "blocking", "also_blocking", "blocked", "last_known", "last_attached", "last_copiable", "chosen", "chosen_as", "flipped", "transformed", "transformed_under", "monstrous", "paired_with", "prototyped", "_snap", "_snap_gen", "_chars", "_chars_gen",
        "plus_one_puts", "plus_one_seen",  # how many times +1/+1 counters were put on it, and were seen (counter_triggers.py)
        "plus_one_added", "plus_one_added_seen",  # how many +1/+1 counters were put on it in all, and were seen (counter_triggers.py)
        "last_controller",  # (zcc after it left play, the player who controlled it then): effects/its_controller.py
        "is_commander",  # a player's commander (2026 903.3): an attribute of the card, kept across zones (commander.py)
    )

    def __init__(self, journal: Journal, id: str, card: dict, owner: int, zone: str):
        # a new object has no history to undo: set its attributes directly
        init = object.__setattr__
        for name, value in (
            ("_j", journal), ("_snap", None), ("_snap_gen", -1), ("_chars", None), ("_chars_gen", -1),
            ("id", id), ("card", card), ("owner", owner), ("controller", owner), ("zone", zone),
            ("tapped", False), ("damage", 0), ("counters", {}), ("face_down", False), ("attached_to", None), ("attached_zcc", 0),
            ("continuous_control", True), ("timestamp", 0), ("zcc", 0), ("ability_uses", {}),
            ("is_commander", False), ("attacking", False), ("attacking_what", None), ("blocking", None), ("also_blocking", ()), ("blocked", False), ("token", False),
            ("last_known", None),  # (zcc after it left play, its characteristics just before): 413.2f
            ("last_attached", None),  # (zcc after it left play, what it was attached to: id, zcc): an Aura's "enchanted creature" as it last existed
            ("last_copiable", None),  # (zcc it had in play, its copiable values then): a copy of it made after it left (608.2h)
            ("chosen", {}),  # "as it comes into play" choices, {"color": "red"}: not copiable (503.6)
            ("chosen_as", None),  # the name of what it came into play as when it chose (607.2d, 2026)
            ("flipped", False),  # status, not a characteristic (510.2): unflipped by default (510.3)
            ("transformed", False), ("transformed_under", frozenset()),  # its back face up (2026 712.8e); the stack items it transformed under (701.27f)
            ("monstrous", False),  # a designation (701.37b, 2026): kept until it leaves the battlefield
            ("paired_with", None),
            ("prototyped", False),  # cast prototyped (2026 718.3b): kept as the spell becomes a permanent, lost on any other move  # soulbond's pair (2026 702.95b): (its partner's id, the partner's zcc, its own zcc)
            ("plus_one_puts", 0), ("plus_one_seen", 0),  # each time one or more +1/+1 counters were put on it (counter_triggers.py)
            ("plus_one_added", 0), ("plus_one_added_seen", 0),  # the +1/+1 counters put on it, each one (counter_triggers.py)
            ("last_controller", None),  # (zcc after it left play, its controller then): "its controller" as it last existed (413.2f)
        ):
            init(self, name, value)

    def __setattr__(self, name, value):
        if name == "counters" and value.get("+1/+1", 0) > self.counters.get("+1/+1", 0):
            Journaled.__setattr__(self, "plus_one_puts", self.plus_one_puts + 1)  # one event of putting counters (2026 122.6)
            Journaled.__setattr__(self, "plus_one_added", self.plus_one_added + value["+1/+1"] - self.counters.get("+1/+1", 0))
        Journaled.__setattr__(self, name, value)
        object.__setattr__(self, "_snap", None)
        object.__setattr__(self, "_chars", None)
        object.__getattribute__(self, "_j").objects_changed = True

    def attach(self, host: "GameObject") -> None:
        """Attach this Aura or Equipment to `host`, the object as it is now: if
        the host changes zones it is a new object (217.1c) and this stays behind."""
        self.attached_to = host.id
        self.attached_zcc = host.zcc
