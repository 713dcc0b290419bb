"""Build by playing: what may happen after a step, and choosing it.

`next_actions` asks the engine's `legal_actions` what the player who must act
may do after step n, grouped as a judge reads them (pass, lands, spells,
abilities...); `choose` inserts the chosen action there and says which later
actions the rules now refuse.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.services.cards import library_card
from rulings.engine.actions import Action, summary
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions
from rulings.engine.targets import display

from . import store
from .documents import clone
from .limits import work_problems

GROUPS = (
    ("pass", "Pass"), ("lands", "Lands"), ("spells", "Spells"), ("abilities", "Abilities"),
    ("special", "Special actions"), ("combat", "Combat"),
)
GROUP_OF = {
    "pass_priority": "pass", "pass_until": "pass", "play_land": "lands", "play_spell": "spells", "activate_ability": "abilities",
    "turn_face_up": "special", "suspend": "special",
    "declare_attackers": "combat", "declare_blockers": "combat", "assign_combat_damage": "combat",
}
GROUP_OF["plot"] = "special"  # 2026 702.170b
GROUP_OF["foretell"] = "special"  # 2026 702.143b


@dataclass
class Choice:
    label: str
    action: dict

    @property
    def value(self) -> str:
        """The action as the form posts it back (compact JSON)."""
        return json.dumps(self.action, separators=(",", ":"), sort_keys=True)


@dataclass
class NextActions:
    player: str | None
    groups: list = field(default_factory=list)  # [(key, label, [Choice, ...])]

    @property
    def count(self) -> int:
        return sum(len(choices) for _, _, choices in self.groups)


class NotOffered(Exception):
    """A posted action that is not among those offered at that step."""


def _label(game, action: dict) -> str:
    text = summary(game, Action.from_dict(action))
    extras = []
    if action.get("x") is not None:
        extras.append(f"X={action['x']}")
    if action.get("type") == "activate_ability" and action.get("choice"):
        extras.append(f"for {{{action['choice']}}}")
    if any(made.get("pay_life") for made in (action.get("choices") or {}).values()):
        extras.append("paying life")
    sacrifice = (action.get("pay") or {}).get("sacrifice")
    if sacrifice:
        extras.append("sacrificing " + ", ".join(display(game, game.objects[s]) for s in sacrifice))
    paying = action.get("mana_abilities")
    if paying:
        extras.append("paying with " + ", ".join(display(game, game.objects[m["object"]]) for m in paying))
    return text + (f" ({'; '.join(extras)})" if extras else "")


def _legal_at(document: dict, n: int):
    scenario = load_scenario(document, cards=library_card)
    game = game_at(scenario, n)
    player, actions = legal_actions(game)
    return game, player, actions + passes_until(game, player, actions)


def passes_until(game, player: str | None, actions: list[dict]) -> list[dict]:
    """Where the players may pass to from here with one pass_until action: each later
    step or phase of this turn the engine accepts it for (engine.pass_until), when
    passing priority is one of the actions offered."""
    from rulings.engine.actions import is_legal
    from rulings.engine.state import TURN_STRUCTURE
    if player is None or not any(a["type"] == "pass_priority" for a in actions):
        return []
    here = TURN_STRUCTURE.index((game.phase, game.step))
    offered = []
    for phase, step in TURN_STRUCTURE[here + 1:]:  # each step, or a main phase (a phase with steps begins with its first)
        if step in ("untap", "cleanup"):
            continue
        candidate = {"type": "pass_until", "player": player, **({"step": step} if step else {"phase": phase})}
        if is_legal(game, Action.from_dict(candidate)) is None:
            offered.append(candidate)
    return offered


def next_actions(document: dict, n: int) -> NextActions | None:
    """What the rules allow after step n, grouped; None if the document can't be played."""
    try:
        game, player, actions = _legal_at(document, n)
    except (ScenarioError, ValueError):
        return None
    by_group: dict = {}
    for action in actions:
        by_group.setdefault(GROUP_OF.get(action["type"], "special"), []).append(Choice(_label(game, action), action))
    groups = [(key, label, by_group[key]) for key, label in GROUPS if key in by_group]
    return NextActions(player, groups)


def _refused(document: dict) -> list[bool]:
    """For each action of the document, whether the engine refuses it."""
    return [step.refused for step in run_scenario(load_scenario(document, cards=library_card)).steps[1:]]


def choose(scenario, n: int, posted: str) -> list[int]:
    """Insert the posted action (one of those offered after step n) as step n+1 and
    save; returns the indexes of the later actions that the rules now refuse and
    didn't before."""
    try:
        action = json.loads(posted)
    except (TypeError, ValueError):
        raise NotOffered("That choice could not be read.") from None
    document = scenario.document
    try:
        _, _, actions = _legal_at(document, n)
    except (ScenarioError, ValueError):
        raise NotOffered("This step can't be played from.") from None
    if action not in actions:
        raise NotOffered("That action is not one the rules allow at this step any more; choose again.")
    before = _refused(document)
    candidate = clone(document)
    if document.get("format") == 2:  # the document's own words (the engine offers format 1's)
        from rulings.engine.scenario.format2 import to_format2
        action = to_format2(action, whole=False)
    candidate["actions"].insert(n, action)
    over = work_problems(candidate)
    if over:
        raise NotOffered(over[0].message[0].upper() + over[0].message[1:] + ".")
    after = _refused(candidate)
    store.save_document(scenario, candidate)
    return [i for i in range(n + 1, len(after)) if after[i] and not before[i - 1]]


# The builder field that changes what a refusal is about, by the rule's concept
# (the engine's IllegalAction names one); anything else points at the action's type.
FIX_FIELDS = {
    "pay_total_cost": ("mana_object_0", "mana abilities played while paying"),
    "tap_symbol": ("object", "object"),
    "choose_targets": ("targets", "targets"), "protection_targeting": ("targets", "targets"),
    "player_with_priority_acts": ("player", "player"), "only_controller_activates": ("player", "player"),
    "game_ends_immediately": ("player", "player"),
    "announce_mode_and_x": ("x", "X or mode"),
    "abilities_of_object": ("ability", "ability number"), "static_abilities_not_played": ("ability", "ability number"),
    "trigger_waits_for_priority": ("ability", "ability number"), "mana_ability_definition": ("ability", "ability number"),
    "activated_ability_cost": ("sacrifice", "sacrifice"),
    "attack_restrictions": ("attackers", "attacking creatures"),
    "block_restrictions": ("block_blocker_0", "blocks"), "flying_blocking": ("block_blocker_0", "blocks"),
    "protection_blocking": ("block_blocker_0", "blocks"),
    "combat_damage_assignment": ("assign_source_0", "combat damage"),
    "combat_damage_equal_to_power": ("assign_amount_0", "combat damage"),
    "blocked_damage_to_blockers": ("assign_to_0", "combat damage"), "trample": ("assign_to_0", "combat damage"),
    "copy_new_targets": ("copy_target_0", "new targets for copies"),
}


def fix_field(step) -> tuple[str, str]:
    """(the form field, its name in words) that fixes a refused step's action."""
    concept = next((c.get("concept") for c in step.citations if c.get("concept")), None)
    return FIX_FIELDS.get(concept, ("object", "object"))


def refusals(scenario) -> dict:
    """The actions the rules refuse in the scenario's replay, by action index:
    {"step", "reason", "field", "words"} (for flagging them in the builder)."""
    from rulings.models import ReplayStep

    from .replays import ScenarioInvalid, replay_for
    try:
        replay = replay_for(scenario)
    except ScenarioInvalid:
        return {}
    found = {}
    for step in ReplayStep.objects.filter(replay=replay, refused=True, index__gt=0).order_by("index")[:200]:
        field, words = fix_field(step)
        reason = next((e["text"] for e in reversed(step.events) if e.get("text", "").startswith("Refused:")), step.summary)
        found[step.index - 1] = {"step": step.index, "reason": reason, "field": field, "words": words}
    return found
