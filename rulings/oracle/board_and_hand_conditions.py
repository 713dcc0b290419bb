"""The conditions of a creature's (or an Aura's) own static power/toughness change about the permanents
players control and the cards in their hands: "~ gets +1/+1 as long as you control another black creature"
(the Shadowmoor Cohorts), "As long as you control another multicolored permanent, ~ gets +1/+1 and has first
strike" (the Alara Sureblades), "As long as you control a red permanent, ..." (Ember Weaver), "~ gets +1/+2 as
long as an opponent controls a black permanent" (Radiant Essence), "... a nontoken white permanent" (Beasts of
Bogardan), "as long as any player controls a black permanent" (Knight of Grace), "As long as you control seven
or more lands, ..." (Gigantoad), "As long as you have seven or more cards in hand, ..." (Akki Underling), "...
one or fewer cards in hand" (Thresher Lizard), "As long as you have more cards in hand than each opponent, ..."
(Okina Nightwatch), "As long as you control an enchantment, ..." (Blood-Cursed Knight), "as long as you've drawn two or
more cards this turn" (Eyekite; "As long as ..., ~ has lifelink and menace": Foggy Swamp Hunters; "~ can't be blocked as
long as ...": Tome Anima); "As long as ~ is attacking, it gets +2/+0" (Adanto Vanguard), "As long as you control a token"
(Briarbridge Tracker); anthems with a condition: "Fateful hour — As long as you have 5 or less life, other creatures you
control get +2/+2" (Thraben Doomsayer), "Metalcraft — Creatures you control get +3/+0 as long as you control three or
more artifacts" (Jor Kadeen), "Other creatures you control get +1/+0 as long as you control an Equipment" (Weapons
Trainer): a pump only; an Aura's "As long as enchanted permanent is a creature, it gets +2/+1 [and has reach]" (Akki
War Paint, Favor of Jukai: a noncreature has no power and toughness, 2026 208.3, and no use for the keyword); and an Aura's
"Enchanted creature gets +2/+2 as long as an opponent controls a black permanent" (the Scarabs).

They join conditions.py's list (its templates read "as long as ..." either side); the engine reads them each
time the characteristics are (2007 418.5a; 2026 613.4c): rulings/engine/board_and_hand_conditions.py. An
ability granted while a permanents' condition holds must change no color or type (continuous.TYPE_CONDITIONS).
"Two colors" ("a red or white permanent"), "Creatures named ~" and "no untapped lands" (tapping a land changes
no characteristic the engine would read again) stay with other templates or text only."""
from __future__ import annotations

from . import conditions
from .registry import NotUnderstood, ability_template
from .statics import PT, _statics

_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COLOR = "white|blue|black|red|green"
_NUM = "|".join(_N)

conditions.CONDITIONS += (
    (rf"you control another ({_COLOR}) creature", None, lambda m: {"you_control_other_creature_of_color": m.group(1)}),
    (rf"you control an? ({_COLOR}) creature", None, lambda m: {"you_control_creature_of_color": m.group(1)}),
    (rf"you control an? ({_COLOR}) permanent", None, lambda m: {"you_control_permanent_of_color": m.group(1)}),
    (r"you control another multicolored permanent", None, lambda m: {"you_control_other_multicolored_permanent": True}),
    (rf"an opponent controls an? ({_COLOR}) permanent", None, lambda m: {"opponent_controls_permanent_of_color": m.group(1)}),
    (rf"an opponent controls a nontoken ({_COLOR}) permanent", None,
     lambda m: {"opponent_controls_nontoken_permanent_of_color": m.group(1)}),
    (rf"any player controls an? ({_COLOR}) permanent", None, lambda m: {"a_player_controls_permanent_of_color": m.group(1)}),
    (rf"you control ({_NUM}) or more lands", None, lambda m: {"lands_you_control_at_least": _N[m.group(1)]}),
    (rf"you have ({_NUM}) or more cards in hand", None, lambda m: {"cards_in_your_hand_at_least": _N[m.group(1)]}),
    (rf"you have ({_NUM}) or fewer cards in hand", None, lambda m: {"cards_in_your_hand_at_most": _N[m.group(1)]}),
    (r"you have more cards in hand than each opponent", None, lambda m: {"more_cards_in_hand_than_each_opponent": True}),
    (r"you've drawn (two|three) or more cards this turn", None, lambda m: {"cards_you_drew_this_turn_at_least": _N[m.group(1)]}),
    (r"you control a token", None, lambda m: {"you_control_a_token": True}),
    (r"you have (five|5) or less life", "Fateful hour", lambda m: {"your_life_at_most": 5}),
    # a card type, as conditions.py's "you control a Forest / a Dinosaur" reads a subtype (continuous._yours_of_type)
    (r"you control an (enchantment)", None, lambda m: {"you_control_a": "Enchantment"}),
)
conditions.SAFE += ("your_life_at_most", "cards_in_your_hand_at_least", "cards_in_your_hand_at_most", "more_cards_in_hand_than_each_opponent",
                    "cards_you_drew_this_turn_at_least")

#: the keys an Aura's "Enchanted creature gets ... as long as ..." may have (they read no enchanted creature)
_AURA_KEYS = ("opponent_controls_permanent_of_color", "opponent_controls_nontoken_permanent_of_color",
              "a_player_controls_permanent_of_color", "you_control_permanent_of_color", "lands_you_control_at_least",
              "cards_in_your_hand_at_least", "cards_in_your_hand_at_most", "more_cards_in_hand_than_each_opponent")


@ability_template(rf"Enchanted creature gets {PT} as long as (.+)\.")
def enchanted_gets_as_long_as(card, m):
    """ "Enchanted creature gets +2/+2 as long as an opponent controls a black permanent" (Black Scarab): the
    Aura's static pump, applied only while the condition holds for the Aura's controller (only a pump)."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    cond = conditions._condition(None, m.group(3))
    if not set(cond) <= set(_AURA_KEYS):
        raise NotUnderstood(m.group(3))
    return _statics({"kind": "static", "affects": "enchanted", "while": cond}, (m.group(1), m.group(2)), None)


@ability_template(r"As long as ([^,]+), ~ has ([a-z ,]+)\.")
def as_long_as_has(card, m):
    """ "As long as you've drawn two or more cards this turn, ~ has lifelink and menace" (conditions.py's "~ has ...
    as long as ...", the condition said first)."""
    return conditions._conditional(card, None, m.group(1), None, m.group(2))


@ability_template(r"~ can't be blocked as long as (.+)\.")
def unblockable_as_long_as(card, m):
    """ "~ can't be blocked as long as you've drawn two or more cards this turn" (Tome Anima): only a condition that
    reads no characteristic (conditions.SAFE)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    cond = conditions._condition(None, m.group(1))
    if set(cond) - set(conditions.SAFE):
        raise NotUnderstood(m.group(1))
    return [{"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "unblockable"}, "while": cond}]


@ability_template(rf"As long as ~ is (attacking|untapped), it gets {PT}(?: and has ([a-z ,]+))?\.")
def as_long_as_it_is(card, m):
    """ "As long as ~ is attacking, it gets +2/+0" (Adanto Vanguard), "As long as ~ is untapped, it gets +0/+2" (Castle
    Raptors): conditions.py's "it's attacking" / "it's untapped"."""
    return conditions._conditional(card, None, f"it's {m.group(1)}", (m.group(2), m.group(3)), m.group(4))


_WORD = r"(?:([A-Z][a-z]+(?: [a-z]+)?) — )?"


def _anthem(card, word, condition, other, pt) -> list[dict]:
    cond = conditions._condition(word, condition)
    flt: dict = {"you_control": True}
    if other:
        from .statics import attached_other
        attached_other(card, "Other creatures")
        flt["other"] = True
    return _statics({"kind": "static", "affects": "creatures", "filter": flt, "while": cond}, pt, None)


@ability_template(rf"{_WORD}As long as ([^,]+), (other )?creatures you control get {PT}\.")
def as_long_as_creatures_get(card, m):
    """ "Fateful hour — As long as you have 5 or less life, other creatures you control get +2/+2"."""
    return _anthem(card, m.group(1), m.group(2), m.group(3), (m.group(4), m.group(5)))


@ability_template(rf"{_WORD}(Other )?[Cc]reatures you control get {PT} as long as (.+)\.")
def creatures_get_as_long_as(card, m):
    """ "Metalcraft — Creatures you control get +3/+0 as long as you control three or more artifacts"."""
    return _anthem(card, m.group(1), m.group(5), m.group(2), (m.group(3), m.group(4)))


#: the keywords that do nothing for a permanent that isn't a creature (combat's): "it has reach" may be read as is
_COMBAT_ONLY = ("reach", "menace", "trample", "haste", "flying", "vigilance", "first_strike", "double_strike")


@ability_template(rf"As long as enchanted permanent is a creature, it gets {PT}(?: and has ([a-z ,]+))?\.")
def enchanted_permanent_is_a_creature(card, m):
    """ "As long as enchanted permanent is a creature, it gets +2/+1" (Akki War Paint): a noncreature has no power or
    toughness (2026 208.3), so the pump is the Aura's always; a keyword of combat alone likewise."""
    from .keywords import granted
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    gains = granted(m.group(3)) if m.group(3) else []
    if any(g.get("keyword") not in _COMBAT_ONLY or set(g) - {"kind", "keyword"} for g in gains):
        raise NotUnderstood(m.group(0))
    return _statics({"kind": "static", "affects": "enchanted"}, (m.group(1), m.group(2)), None) + \
        [{"kind": "static", "affects": "enchanted", "gains": g} for g in gains]
