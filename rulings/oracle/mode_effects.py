"""Sentences found as one mode of a modal spell ("Choose one —" and its bullets, 2026 700.2;
2007 "Choose one -", 409.1b) that no other family reads, each read whole:

* "Destroy target artifact and target enchantment." (Hull Breach): two targets, each destroyed;
* "The owner of target nonland permanent puts it on their choice of the top or bottom of their
  library." (Run Ashore, Riverwalk Technique): the same instruction as library_more.py's
  "Target ...'s owner puts it on their choice of ...";
* "Permanents you control gain indestructible / hexproof / hexproof and indestructible until end of
  turn." (Boros Charm, Simic Charm, Heroic Intervention): every permanent its controller controls as
  it resolves, whatever its types;
* "Regenerate each creature you control." (Golgari Charm): a regeneration shield for each;
* "Destroy all non-Dragon creatures." (Crux of Fate), "Tap all non-Spirit creatures." (Aether
  Shockwave): each creature without that creature type as it resolves;
* "Tap all creatures target player controls." (Naya Charm), "Destroy all lands target player
  controls.", "Return all nonland permanents target player controls to their owner's hand.",
  "Creatures target opponent controls get -1/-1 until end of turn." (Wail of War), "Creatures target
  player controls gain [keywords] until end of turn.": a target player, then each permanent the description names
  that the player controls as it resolves (the engine's for_each `controlled_by`);
* "Double target creature's power and toughness until end of turn." (Epic Fight), "Double target
  creature's power until end of turn." (Bulk Up), "double ~'s power ...": +X/+Y, X its power and Y its
  toughness as it resolves (2026 701.10b-c; the engine's pump_for_each, its count read once);
* "~ deals damage equal to the number of creatures you control to target creature or planeswalker."
  (Cabaretti Charm, Coordinated Maneuver): amounts.py's "deals damage to [target] equal to the number
  of ...", its words in the other order;
* "Your opponents can't gain life this turn." (Atarka's Command), "Players can't gain life this
  turn." (Skullcrack): the engine's cant_gain_life_this_turn.

A mode is read as any spell's sentence would be (compiler._modes); a sentence that says anything
more or else stays text only."""
from __future__ import annotations

from .described import described
from .keywords import granted
from .registry import NotUnderstood, effect_template
from .targets import CREATURE_TARGETS, PERMANENT_TARGETS, TARGET_RE, ref


@effect_template(rf"destroy ({TARGET_RE}) and ({TARGET_RE})")
def destroy_two_targets(eff, m):
    """Hull Breach's "Destroy target artifact and target enchantment": two instances of the word
    "target", each its own target, as "Destroy target artifact. Destroy target enchantment." would be."""
    if m.group(1).lower().startswith(("another", "any")) or m.group(2).lower().startswith(("another", "any")):
        raise NotUnderstood(m.group(0))
    first = ref(eff, m.group(1), PERMANENT_TARGETS)
    second = ref(eff, m.group(2), PERMANENT_TARGETS)
    eff.steps += [{"do": "destroy", "what": first}, {"do": "destroy", "what": second}]


@effect_template(rf"the owner of ({TARGET_RE}) puts it on their choice of the top or bottom of their library")
def owner_of_target_chooses_top_or_bottom(eff, m):
    """Run Ashore: the owner, not the spell's controller, chooses as it resolves (2026 608.2d; 2007
    413.2c), as library_more.py's "Target creature's owner puts it on their choice of ..."."""
    eff.steps.append({"do": "put_on_top_or_bottom", "what": ref(eff, m.group(1), PERMANENT_TARGETS)})


@effect_template(r"permanents you control gain (indestructible|hexproof|hexproof and indestructible) until end of turn")
def permanents_you_control_gain(eff, m):
    """Boros Charm, Simic Charm, Heroic Intervention: each permanent you control as it resolves (the set fixed then: 2026
    611.2c; 2007 418.3b) gains the keyword until end of turn, lands and artifacts as well as creatures."""
    eff.steps.append({"do": "for_each", "permanents": {"controller": "you"},
                      "effect": [{"do": "gain_ability", "ability": ab, "to": "it", "until": "end_of_turn"}
                                 for ab in granted(m.group(1))]})


@effect_template(r"regenerate each creature you control")
def regenerate_each_yours(eff, m):
    """Golgari Charm: a regeneration shield on each creature you control as it resolves (the engine's
    regenerate), each used by that creature's own next destruction this turn."""
    eff.steps.append({"do": "for_each", "creatures": {"you_control": True}, "effect": [{"do": "regenerate", "what": "it"}]})


@effect_template(r"(destroy|tap) all (non-[A-Za-z]+ creatures)")
def all_but_one_creature_type(eff, m):
    """Crux of Fate's "Destroy all non-Dragon creatures", Aether Shockwave's "Tap all non-Spirit
    creatures": each creature that hasn't that creature type as it resolves (the target grammar's
    non-[subtype], as "target non-Angel creature")."""
    spec = described(eff, m.group(2))
    if set(spec) != {"types", "not_subtypes"} or spec["types"] != ["Creature"] or len(spec["not_subtypes"]) != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": spec, "effect": [{"do": m.group(1).lower(), "what": "it"}]})


_WHOSE = r"(target player|target opponent) controls"


def _theirs(eff, description: str, player: str, creatures_only: bool = False) -> tuple[dict, str]:
    """The filter of "[description] target player controls" and the reference of that player; the
    description must say nothing of a controller of its own."""
    who = ref(eff, player)
    spec = described(eff, description, creatures_only=creatures_only)
    if "controller" in spec or "other" in spec:
        raise NotUnderstood(description)
    return spec, who


@effect_template(rf"(tap|untap|destroy) all ([a-z ,']+?) {_WHOSE}")
def all_that_target_player_controls(eff, m):
    """Naya Charm's "Tap all creatures target player controls", Ajani Vengeant's "Destroy all lands
    target player controls": the target player chosen as it is cast or put on the stack, then each
    permanent of the description that player controls as it resolves; nothing if that player is an
    illegal target by then."""
    spec, who = _theirs(eff, m.group(2), m.group(3))
    do = m.group(1).lower()
    eff.steps.append({"do": "for_each", "permanents": spec, "controlled_by": who, "effect": [{"do": do, "what": "it"}]})


@effect_template(rf"return all ([a-z ,']+?) {_WHOSE} to their owner's hand")
def bounce_all_that_target_player_controls(eff, m):
    """River's Rebuke: each permanent of the description the target player controls, to its owner's hand."""
    spec, who = _theirs(eff, m.group(1), m.group(2))
    eff.steps.append({"do": "for_each", "permanents": spec, "controlled_by": who, "effect": [{"do": "return_to_hand", "what": "it"}]})


@effect_template(rf"creatures {_WHOSE} (?:get ([+-]\d+)/([+-]\d+)(?: and gain ([a-z ,]+?))?|gain ([a-z ,]+?)) until end of turn")
def creatures_of_target_player_until_end_of_turn(eff, m):
    """Wail of War's "Creatures target opponent controls get -1/-1 until end of turn", "Creatures target
    player controls gain lifelink until end of turn": the creatures that player
    controls as it resolves, the set fixed then (2026 611.2c; 2007 418.3b)."""
    from .pump import _steps
    spec, who = _theirs(eff, "creatures", m.group(1), creatures_only=True)
    pt = (m.group(2), m.group(3)) if m.group(2) else None
    gains = granted(m.group(4) or m.group(5)) if (m.group(4) or m.group(5)) else []
    eff.steps.append({"do": "for_each", "permanents": spec, "controlled_by": who, "effect": _steps("it", pt, gains)})



@effect_template(r"double (target creature|target creature you control|~)'s power( and toughness)? until end of turn")
def double_power(eff, m):
    """Epic Fight's "Double target creature's power and toughness until end of turn", Bulk Up's "...'s
    power ...": it gets +X/+0 (and +0/+Y), X its power and Y its toughness as it resolves (2026 701.10b);
    a negative power doubled is -X/-0 (701.10c), which +X/+0 of a negative X is. Each number is read
    once, as the instruction is followed (the engine's pump_for_each)."""
    to = ref(eff, m.group(1), CREATURE_TARGETS)
    if to == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "pump_for_each", "power": 1, "toughness": 0, "count": {"count": "power_of", "of": to}, "to": to,
                      "until": "end_of_turn"})
    if m.group(2):
        eff.steps.append({"do": "pump_for_each", "power": 0, "toughness": 1, "count": {"count": "toughness_of", "of": to}, "to": to,
                          "until": "end_of_turn"})


@effect_template(r"(players|your opponents) can't gain life this turn")
def cant_gain_life_this_turn(eff, m):
    """Atarka's Command's "Your opponents can't gain life this turn", Skullcrack's "Players can't gain
    life this turn": until end of turn, a gain of life by a player it covers doesn't happen (2007 103.2;
    2026 101.2, 119.7); "your opponents" are the spell's controller's as it resolves."""
    step = {"do": "cant_gain_life_this_turn"}
    if m.group(1).lower() == "your opponents":
        step["players"] = "each_opponent"
    eff.steps.append(step)


@effect_template(rf"~ deals damage equal to the number of ([A-Za-z ']+?) to ({TARGET_RE})")
def damage_equal_to_the_number_first(eff, m):
    """Cabaretti Charm's "~ deals damage equal to the number of creatures you control to target creature
    or planeswalker": the count made as it resolves, as amounts.py's "~ deals damage to target creature
    equal to the number of Mountains you control" (an illegal target gets nothing: 2007 413.2a; 2026
    608.2b). "That player's hand" (a target named after it) isn't read here."""
    from .amounts import number_of
    from .targets import DAMAGE_TARGETS
    amount = number_of(eff, m.group(1))
    eff.steps.append({"do": "damage", "amount": amount, "to": ref(eff, m.group(2), DAMAGE_TARGETS)})
