"""More power/toughness changes: "Up to two target creatures each get +1/+1 until end of turn",
"Up to one target creature gets -2/-2 ...", "You may have target creature get -1/-1 ...",
"Target creature gets +1/+1 for as long as ~ remains tapped", "~ gets +1/+1 until end of turn
and deals 1 damage to you", and the anthems of a color, supertype or "creature tokens"
("Other green creatures you control get +1/+1", "Creature tokens get -1/-1"); "Another target creature
gets -2/-2", "Two / One or two target creatures each get ...", "They each get ..." after "up to N target
creatures"; static changes read as they apply ("as long as you have 25 or more life", "As long as ~ is
equipped", "for each other creature you control", "Enchanted creature gets -2/-0 and loses all
abilities", "During your turn, equipped creature gets +2/+0 and has first strike"); battalion.

A pump is a continuous effect from a resolving spell or ability (2007: 418.3a-b; 2026: 611.2a);
an anthem a static ability's (2007: 418.4a; 2026: 611.3a), each applied in layer 7c (2007:
418.5a; 2026: 613.4c)."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from . import conditions
from .keywords import granted as _gained
from .optional import _may
from .pump import PT, _steps
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence, pass_on
from .statics import _statics, attached_other
from .targets import CREATURE_TARGETS, TARGET_RE, parse, ref, spec
from .up_to import NUMBERS, PHRASE, up_to_targets

_CREATURES = CREATURE_TARGETS


@effect_template(rf"up to (one|two|three) ({PHRASE}) (gets|each get) {PT}(?: and gains? ([a-z ,]+?))? until end of turn")
def up_to_pump(eff, m):
    """ "Up to two target creatures each get +1/+1 until end of turn"; "up to one target creature
    gets -2/-2 until end of turn": each one chosen (up_to.py), none chosen twice (2007 409.1c; 2026 115.3)."""
    n = NUMBERS[m.group(1).lower()]
    if (n == 1) != (m.group(3).lower() == "gets"):
        raise NotUnderstood(m.group(0))
    gains = _gained(m.group(6)) if m.group(6) else []
    for r in up_to_targets(eff, n, m.group(2), _CREATURES):
        eff.steps += _steps(r, (m.group(4), m.group(5)), gains)


@effect_template(rf"you may have ({TARGET_RE}) get {PT}(?: and gain ([a-z ,]+?))? until end of turn")
def may_have_get(eff, m):
    """ "You may have target creature get -1/-1 until end of turn" (Fourth Bridge Prowler): the
    target is chosen as the ability is put on the stack, the choice made as it resolves (2007:
    413.2c; 2026: 608.2d)."""
    who = ref(eff, m.group(1), _CREATURES)
    gains = _gained(m.group(4)) if m.group(4) else []
    what = f"have {m.group(1).lower()} get {m.group(2)}/{m.group(3)}"
    _may(eff, what + (f" and gain {m.group(4).lower()}" if gains else "") + " until end of turn",
         effect=_steps(who, (m.group(2), m.group(3)), gains))


@effect_template(rf"({TARGET_RE}) gets {PT} for as long as ~ remains tapped")
def while_tapped(eff, m):
    """ "Target creature gets +1/+1 for as long as ~ remains tapped" (Tawnos's Weaponry): the effect
    lasts while its source stays tapped (2007: 418.3d; 2026: 611.2b); once untapped it ends, and
    if the source is untapped as it resolves, it does nothing."""
    if "Artifact" not in eff.card.types and "Creature" not in eff.card.types:
        raise NotUnderstood(m.group(0))
    step = _steps(ref(eff, m.group(1), _CREATURES), (m.group(2), m.group(3)), [])[0]
    eff.steps.append({**step, "until": "source_tapped"})


#: what may follow "~ gets +N/+N until end of turn and ...": said of ~ again
_AND_SELF = r"deals (?:\d+|one|two|three) damage to you|can't be blocked this turn"


@effect_template(rf"~ gets {PT} until end of turn and ({_AND_SELF})")
def pump_and_more(eff, m):
    """ "~ gets +1/+1 until end of turn and deals 1 damage to you" (Firedrinker Satyr's kin);
    "... and can't be blocked this turn": the pump, then the second instruction said of ~."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps += _steps("self", (m.group(1), m.group(2)), [])
    parse_sentence(eff, f"~ {m.group(3)}")


# --- anthems: a color, "legendary", "other", "creature tokens", whose creatures ---------------------

_LOWER = "white|blue|black|red|green|colorless"
_UPPER = "White|Blue|Black|Red|Green"


@ability_template(rf"(?:(Other) (?:({_LOWER}) |(legendary) )?creatures|(?:({_UPPER}) |(Legendary) )?creatures|(Creature tokens))"
                  rf"( you control| your opponents control)? get {PT}(?: and have ([a-z ,]+))?\.")
def anthem(card, m):
    """ "Other green creatures you control get +1/+1" (a color, read after layer 5's color-changing
    effects), "Other white creatures get +1/+1" (everyone's), "Creature tokens get -1/-1" (tokens
    only), "Legendary creatures you control get +1/+1". "Other" spares the source."""
    other, tokens, whose = m.group(1), m.group(6), (m.group(7) or "").strip()
    color, legendary = m.group(2) or m.group(4), m.group(3) or m.group(5)
    if not (other or color or legendary or tokens):
        raise NotUnderstood(m.group(0))  # "Creatures get ..." alone: not Oracle wording, and statics.py's own forms
    flt: dict = {}
    if other:
        attached_other(card, m.group(0))  # an Aura's "other creatures": other than the one it enchants (Vampirism)
        flt["other"] = True
    if color and color.lower() == "colorless":
        flt["colorless"] = True
    elif color:
        flt["color"] = color.lower()
    if legendary:
        flt["supertype"] = "Legendary"
    if tokens:
        flt["token"] = True
    if whose == "you control":
        flt["you_control"] = True
    elif whose:
        flt["opponents_control"] = True
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(8), m.group(9)), m.group(10))


ANOTHER = rf"another ({PHRASE}) gets {PT} until end of turn"


@effect_template(ANOTHER)
def another_target_gets(eff, m):
    """Consume Strength: "Target creature gets +2/+2 until end of turn. Another target creature gets
    -2/-2 until end of turn": the second target is not the object chosen for the first (the
    filter's `not_an_earlier_target`); either may be this spell's or ability's source."""
    if not eff.targets or any(isinstance(t, dict) and t.get("up_to") for t in eff.targets):
        raise NotUnderstood(m.group(0))
    phrase = " ".join(m.group(1).lower().split())
    if phrase not in _CREATURES:
        raise NotUnderstood(m.group(0))
    found = spec(phrase)
    if not isinstance(found, dict):
        found = parse(phrase)
    if found.get("other"):
        raise NotUnderstood(m.group(0))
    r = eff.target({**found, "not_an_earlier_target": True})
    eff.steps += _steps(r, (m.group(2), m.group(3)), [])



# --- static changes of a creature's own or of the creature an Aura or Equipment is attached to ----------

conditions.CONDITIONS += ((r"you have (\d+) or more life", None, lambda m: {"your_life_at_least": int(m.group(1))}),)


@ability_template(rf"As long as ~ is equipped, it gets {PT}\.")
def while_equipped(card, m):
    """ "As long as ~ is equipped, it gets +1/+1" (Leonin Lightbringer): while an Equipment is
    attached to it (2007 212.2j; 2026 301.5a), read each time power and toughness are."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": "self", "while": {"self_equipped": True}}, (m.group(1), m.group(2)), None)


_FOR_EACH = {"other creature you control": "other_creature_you_control",
             "creature card in your graveyard": "creature_card_in_your_graveyard"}


@ability_template(rf"(~|Enchanted creature|Equipped creature) gets {PT} for each (other creature you control|creature card in your graveyard)\.")
def gets_for_each(card, m):
    """ "Enchanted creature gets +1/+1 for each other creature you control" (Bravado: "you" is the
    Aura's controller, "other" than the enchanted creature); "~ gets +1/+1 for each creature card in
    your graveyard" (Liliana's Elite): counted each time power and toughness are."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    affects = {"~": "self", "Enchanted creature": "enchanted", "Equipped creature": "equipped"}[m.group(1)]
    return _statics({"kind": "static", "affects": affects, "for_each": _FOR_EACH[m.group(4)]}, (m.group(2), m.group(3)), None)


@ability_template(rf"Untapped creatures you control get {PT}\.")
def untapped_creatures_get(card, m):
    """ "Untapped creatures you control get +0/+2" (Castle): whether each is untapped is read as the
    effect applies."""
    return _statics({"kind": "static", "affects": "creatures", "filter": {"untapped": True, "you_control": True}},
                    (m.group(1), m.group(2)), None)


@ability_template(rf"Enchanted creature gets {PT} and loses all abilities\.")
def gets_and_loses_all_abilities(card, m):
    """ "Enchanted creature gets -2/-0 and loses all abilities" (Mystic Subdual): layer 6 removes its
    abilities, layer 7c changes its power and toughness (2007 418.5a; 2026 613.1f, 613.4c)."""
    out = _statics({"kind": "static", "affects": "enchanted"}, (m.group(1), m.group(2)), None)
    out[0]["loses_all_abilities"] = True
    return out


@effect_template(rf"target ([0-9]+)/([0-9]+) creature gets {PT} until end of turn")
def target_p_t_creature(eff, m):
    """ "Target 1/1 creature gets +1/+2 until end of turn" (Pendelhaven): a creature whose power is 1
    and toughness 1, read as it is chosen and again on resolution."""
    power, toughness = int(m.group(1)), int(m.group(2))
    r = eff.target({"types": ["Creature"], "power_min": power, "power_max": power,
                    "toughness_min": toughness, "toughness_max": toughness})
    eff.steps += _steps(r, (m.group(3), m.group(4)), [])


# --- two targets of one word "target": "Two target creatures each get ...", "One or two target ..." -------

_HOW_MANY = {"two": (2, 0), "three": (3, 0), "one or two": (1, 1)}


@effect_template(rf"(two|three|one or two) target creatures each get {PT}(?: and gain ([a-z ,]+?))? until end of turn")
def each_of_n_targets(eff, m):
    """ "Two target creatures each get +2/+2 until end of turn" (Symbiosis), "One or two target
    creatures each get +2/+1 ..." (Hearts on Fire): one instance of the word "target", so no creature
    is chosen twice (2007 409.1c; 2026 115.3); the second of "one or two" may be left unchosen (2007
    409.1c; 2026 601.2c)."""
    required, optional = _HOW_MANY[m.group(1).lower()]
    if eff.targets:
        raise NotUnderstood(m.group(0))
    gains = _gained(m.group(4)) if m.group(4) else []
    refs = [eff.target("creature")]
    for _ in range(required - 1):
        refs.append(eff.target({"types": ["Creature"], "not_an_earlier_target": True}))
    first = len(eff.targets)
    for i in range(optional):
        eff.targets.append({"types": ["Creature"], "not_an_earlier_target": True, "up_to": True})
        refs.append(f"target:{first + i}")
    for r in refs:
        eff.steps += _steps(r, (m.group(2), m.group(3)), gains)


@effect_template(rf"they each get {PT}(?: and gain ([a-z ,]+?))? until end of turn")
def they_each_get(eff, m):
    """ "Untap up to two target creatures. They each get +2/+2 until end of turn" (Synchronized
    Strike): the creatures of "up to N target creatures" the sentence before named, each one chosen."""
    ups = [i for i, t in enumerate(eff.targets) if isinstance(t, dict) and t.get("up_to")]
    if not ups or len(ups) != len(eff.targets) or eff.targets[0].get("types") != ["Creature"] or len(eff.sentence_starts) != 2:
        raise NotUnderstood(m.group(0))
    gains = _gained(m.group(3)) if m.group(3) else []
    for i in ups:
        eff.steps += _steps(f"target:{i}", (m.group(1), m.group(2)), gains)


# --- a creature type or "legendary" in the target; "all [other] creatures" -----------------------------

@effect_template(rf"target (legendary|[A-Z][a-z]+) creature gets {PT}(?: and gains ([a-z ,]+?))? until end of turn")
def target_kind_creature(eff, m):
    """ "Target Goblin creature gets +1/+1 until end of turn" (Goblin Taskmaster: a creature type,
    read after type-changing effects), "Target legendary creature gets +1/+1 ..." (a supertype)."""
    kind = m.group(1)
    if kind == "legendary":
        found = {"types": ["Creature"], "supertypes": ["Legendary"]}
    elif kind in CREATURE_TYPES:
        found = {"types": ["Creature"], "subtypes": [kind]}
    else:
        return pass_on(eff, m, target_kind_creature)
    gains = _gained(m.group(4)) if m.group(4) else []
    eff.steps += _steps(eff.target(found), (m.group(2), m.group(3)), gains)


@effect_template(rf"all other creatures get {PT} until end of turn")
def pump_all_others(eff, m):
    """ "When ~ enters, all other creatures get -1/-1 until end of turn" (Festercreep's kin): each
    creature but this permanent, the set fixed as it resolves (2007: 418.3b; 2026: 611.2c)."""
    if not eff.card.is_permanent_creature and "Artifact" not in eff.card.types and "Enchantment" not in eff.card.types:
        raise NotUnderstood(m.group(0))  # a spell's "other" would say other than what
    eff.steps.append({"do": "for_each", "creatures": {"other": True}, "effect": _steps("it", (m.group(1), m.group(2)), [])})


@ability_template(rf"All creatures get {PT}\.")
def all_creatures_get(card, m):
    """ "All creatures get -1/-1" (Night of Souls' Betrayal): every creature, this one too."""
    return _statics({"kind": "static", "affects": "creatures", "filter": {}}, (m.group(1), m.group(2)), None)


_FOR_EACH["creature you control"] = "creature_you_control"


@ability_template(rf"(~|Enchanted creature|Equipped creature) gets {PT} for each creature you control\.")
def gets_for_each_creature_you_control(card, m):
    """ "Equipped creature gets +1/+0 for each creature you control" (Pennon Blade): the creatures the
    Equipment's controller controls, the equipped one too if theirs."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    affects = {"~": "self", "Enchanted creature": "enchanted", "Equipped creature": "equipped"}[m.group(1)]
    return _statics({"kind": "static", "affects": affects, "for_each": "creature_you_control"}, (m.group(2), m.group(3)), None)


@ability_template(rf"During your turn, equipped creature gets {PT}(?: and has ([a-z ,]+))?\.")
def during_your_turn_equipped(card, m):
    """ "During your turn, equipped creature gets +2/+0 and has first strike" (Quick-Draw Katana):
    only while the Equipment's controller is the active player."""
    out = _statics({"kind": "static", "affects": "equipped", "while": {"your_turn": True}}, (m.group(1), m.group(2)), None)
    gains = _gained(m.group(3)) if m.group(3) else []
    return out + [{"kind": "static", "affects": "equipped", "gains": ab, "while": {"your_turn": True}} for ab in gains]


@ability_template(r"Battalion — Whenever ~ and at least two other creatures attack, ([^\"]+)")
def battalion(card, m):
    """Battalion, an ability word (2026 207.2c: no rules meaning of its own): "Whenever this creature
    and at least two other creatures attack, ..." triggers as attackers are declared (the
    engine's attack trigger) when three or more, this one among them, are declared."""
    from .triggered import _triggered
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "attacks", "who": "self", "attackers_at_least": 3}, m.group(1))
