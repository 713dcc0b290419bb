"""An action: a small immutable value a scenario names (a land played, a spell cast, an ability
activated, priority passed, attackers and blockers declared), and its plain words."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..targets import display, name_of


ACTION_TYPES = ("play_land", "play_spell", "activate_ability", "pass_priority", "turn_face_up", "suspend",
                "declare_attackers", "declare_blockers", "assign_combat_damage", "pass_until", "plot", "foretell")


ZONE_WORDS = {"graveyard": "in the graveyard", "hand": "in the hand", "library": "in the library", "stack": "on the stack"}


def zone_words(game, zone: str) -> str:
    """Where an object is, in the edition's words ("in play" / "on the battlefield")."""
    if zone == "in_play":
        return game.words.in_play
    if zone == "removed_from_game":
        return game.words.removed
    return ZONE_WORDS.get(zone, zone)


PRIORITY_ACTIONS = ("play_land", "play_spell", "activate_ability", "pass_priority", "turn_face_up", "suspend", "pass_until", "plot",
                    "foretell")


@dataclass(frozen=True)
class Action:
    type: str
    player: str
    object: str | None = None
    targets: tuple = ()
    ability: int = 0
    x: int | None = None
    mode: int | None = None
    pay: dict = field(default_factory=dict, hash=False, compare=False)
    face_down: bool = False
    kicked: bool | int = False  # the kicker cost is paid as an additional cost (502.21a); N: multikicker N times (2026 702.33c)
    awaken: bool = False  # the awaken cost is paid rather than the mana cost (2026 702.113a)
    modes: tuple | None = None  # the modes of a spell that lets its player choose more than one (700.2)
    divide: tuple | None = None  # the division of "N damage divided as you choose", one amount per target (divided_damage.py)
    choice: str | None = None
    mana_abilities: tuple = ()  # ((object, ability, choice), ...)
    attackers: tuple = ()
    attacking: tuple = ()  # ((attacker, planeswalker), ...): what each attacks if not the defending player (508.1b)
    blocks: tuple = ()  # ((blocker, attacker), ...)
    assignments: tuple = ()  # ((source, to, amount), ...)
    trigger_targets: tuple = ()  # ((source id, (target, ...)), ...)
    trigger_order: tuple = ()  # source ids: their triggers go on the stack in this order (410.3)
    replacement_order: tuple = ()  # source ids: their replacement effects apply in this order (419.9a)
    legend_keep: tuple = ()  # ids of the legendary permanents the player keeps (704.5j, 2026 rules)
    copy_targets: tuple = ()  # ((spell id, ((target, ...), ...)), ...): new targets for its copies (503.10b)
    choices: tuple = ()  # ((object id, ((kind, value), ...)), ...): "as it comes into play" choices (419.1b)
    discard: tuple = ()  # ids: the cards the active player discards to the maximum hand size in cleanup (314.1)
    step: str | None = None  # pass_until: the step, or
    phase: str | None = None  # the phase, the players pass priority until (pass_until.py)

    @classmethod
    def from_dict(cls, d: dict) -> "Action":
        if len(d) == 2:  # {"type", "player"}: the common pass_priority
            return cls(type=d["type"], player=d["player"])
        return cls(
            type=d["type"], player=d["player"], object=d.get("object"),
            targets=tuple(d.get("targets", ())), ability=d.get("ability", 0), x=d.get("x"),
            mode=d.get("mode"), pay=dict(d.get("pay") or {}), face_down=bool(d.get("face_down", False)),
            kicked=d.get("kicked", False) if isinstance(d.get("kicked"), int) else False,
            awaken=bool(d.get("awaken", False)),
            modes=tuple(d["modes"]) if isinstance(d.get("modes"), list) else None,
            divide=tuple(d["divide"]) if isinstance(d.get("divide"), list) else None,
            choice=d.get("choice"),
            mana_abilities=tuple((m["object"], m.get("ability", 0), m.get("choice"), _frozen(m.get("pay")))
                                 for m in d.get("mana_abilities", ())),
            attackers=tuple(d.get("attackers", ())),
            attacking=tuple(sorted((d.get("attacking") or {}).items())),
            blocks=tuple((b["blocker"], b["attacker"]) for b in d.get("blocks", ())),
            assignments=tuple((a["source"], a["to"], a["amount"]) for a in d.get("assignments", ())),
            trigger_targets=tuple((k, tuple(v)) for k, v in sorted((d.get("trigger_targets") or {}).items())),
            trigger_order=tuple(d.get("trigger_order") or ()),
            replacement_order=tuple(d.get("replacement_order") or ()),
            legend_keep=tuple(d.get("legend_keep") or ()),
            discard=tuple(d.get("discard") or ()),
            step=d.get("step"), phase=d.get("phase"),
            copy_targets=tuple((k, tuple(tuple(t) for t in v)) for k, v in sorted((d.get("copy_targets") or {}).items())),
            choices=tuple((k, tuple(sorted((kind, tuple(x) if isinstance(x, list) else x) for kind, x in v.items())))
                          for k, v in sorted((d.get("choices") or {}).items())),
        )


def _frozen(pay) -> tuple:
    """A mana ability's `pay` as hashable pairs (an Action is hashed): lists become tuples."""
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted((pay or {}).items()))


# The actions said in one fixed phrase: "{player} suspends {name}".
_PHRASES = {"play_land": "{player} plays {name} as a land", "pass_priority": "{player} passes priority",
            "turn_face_up": "{player} turns {name} face up", "suspend": "{player} suspends {name}",
            "plot": "{player} plots {name}", "foretell": "{player} foretells {name}"}


def _casting(game, a, name, tg) -> str:
    fd = " face down" if a.face_down else ""
    x = f" with X={a.x}" if a.x is not None else ""
    mode = f" (mode {a.mode + 1})" if a.mode is not None else ""
    if a.modes is not None:
        mode = f" (modes {', '.join(str(m + 1) for m in sorted(a.modes))})"
    awaken = " for its awaken cost" if a.awaken else ""
    return f"{a.player} {game.words.casts} {name}{fd}{awaken}{mode}{x}{tg}"


def _activating(game, a, name, tg) -> str:
    mode = f" (mode {a.mode + 1})" if a.mode is not None else ""
    return f"{a.player} {game.words.activates} {name}'s ability{mode}{tg}"


def _passing_until(game, a, name, tg) -> str:
    from ..pass_until import target_name
    return f"The players pass priority until the {target_name(a, game.words)}"


def _attacking(game, a, name, tg) -> str:
    return f"{a.player} attacks with " + (", ".join(name_of(game, i) for i in a.attackers) or "no creatures")


def _blocking(game, a, name, tg) -> str:
    return f"{a.player} blocks " + (", ".join(f"{name_of(game, at)} with {name_of(game, b)}" for b, at in a.blocks) or "with no creatures")


def _assigning(game, a, name, tg) -> str:
    return f"{a.player} assigns combat damage: " + ", ".join(f"{name_of(game, s)} {n} to {name_of(game, t)}" for s, t, n in a.assignments)


_SAYING = {"play_spell": _casting, "activate_ability": _activating, "pass_until": _passing_until,
           "declare_attackers": _attacking, "declare_blockers": _blocking, "assign_combat_damage": _assigning}


def summary(game, a: Action) -> str:
    """The action in plain words, e.g. "Alice plays Lightning Bolt targeting Grizzly Bears"."""
    obj = game.objects.get(a.object) if a.object else None
    name = display(game, obj) if obj else (a.object or "")
    if a.type in _PHRASES:
        return _PHRASES[a.type].format(player=a.player, name=name)
    tg = " targeting " + ", ".join(name_of(game, t) for t in a.targets) if a.targets else ""
    say = _SAYING.get(a.type)
    return say(game, a, name, tg) if say else f"{a.player}: {a.type}"
