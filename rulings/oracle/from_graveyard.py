"""Abilities that work from a graveyard or take a card out of one.

- "You may return target creature card from your graveyard to your hand" (Gravedigger): the
  target is chosen as the ability goes on the stack, the "may" as it resolves (2007: 413.2c;
  2026: 608.2d).
- "Exile target player's graveyard" (Tormod's Crypt), "Put target card from a graveyard on the
  bottom of its owner's library" (Vessel of Endless Rest), "Put target creature card from a
  graveyard onto the battlefield under your control" (Reanimate, with "You lose life equal to
  that card's mana value"): rulings/engine/effects/graveyard_cards.py.
- "[Cost]: Return this card from your graveyard to ..." with a restriction the plain template
  (graveyard_casting.py) doesn't read: raid's "Activate only if you attacked this turn", "Activate
  only as a sorcery and only if you have one or fewer cards in hand"; and the same ability on an
  instant or sorcery card (Hammer of Bogardan): it works only in the graveyard (2007: 402.8g;
  2026: 113.6m).
"""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_sentence


# --- "you may return / exile / put target ... card ..." ---------------------------------------
#: the instructions a "you may" around one targeted sentence may hold here (each names its target once)
MAY_TARGETED = ("return_to_hand", "return_to_play", "remove_from_game", "put_on_library_top", "put_on_library_bottom")


@effect_template(r"you may ((?:return|exile|put) target [^.]+ (?:from your graveyard|from a graveyard|from an opponent's graveyard)"
                 r"(?: to your hand| to the battlefield| on top of your library| on the bottom of your library)?)")
def may_targeted_card(eff, m):
    """ "You may return target creature card from your graveyard to your hand" (Gravedigger), "you may
    exile target card from a graveyard": the target is chosen as usual, doing it is the controller's
    choice on resolution (the engine's `may`). One optional instruction per effect (optional.py)."""
    if any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(m.group(0))
    before, count = eff.steps, len(eff.targets)
    eff.steps = []
    try:
        parse_sentence(eff, m.group(1))
        inner = eff.steps
    finally:
        eff.steps = before
    if len(inner) != 1 or inner[0].get("do") not in MAY_TARGETED or len(eff.targets) != count + 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "may", "text": m.group(1)[0].lower() + m.group(1)[1:], "effect": inner})


# --- graveyards -----------------------------------------------------------------------------
@effect_template(r"exile target player's graveyard")
def exile_target_players_graveyard(eff, m):
    eff.steps.append({"do": "exile_graveyard", "player": eff.target("player")})


@effect_template(r"exile (all graveyards|each opponent's graveyard|all opponents' graveyards)")
def exile_graveyards(eff, m):
    """Every card in those graveyards is exiled at once (one instruction, one event)."""
    players = "each_player" if m.group(1).lower() == "all graveyards" else "each_opponent"
    eff.steps.append({"do": "exile_graveyard", "players": players})


# "Exile all graveyards" reads like "Exile all creatures" (mass.py, registered earlier, which refuses
# it): this exact sentence is tried first
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())


@effect_template(r"put target card from a graveyard on the bottom of its owner's library")
def put_on_bottom(eff, m):
    eff.steps.append({"do": "put_on_library_bottom", "what": eff.target({"zone": "graveyard"})})


@effect_template(r"put (target [^.]+ from your graveyard) on (top|the bottom) of your library")
def put_yours_into_library(eff, m):
    """A card of your own graveyard: "your library" is its owner's (400.3 / 217.1a)."""
    from .targets import GRAVEYARD_TARGETS, ref
    what = ref(eff, m.group(1), GRAVEYARD_TARGETS)
    if not isinstance(eff.targets[-1], dict) or eff.targets[-1].get("owner") != "you":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_on_library_top" if m.group(2).lower() == "top" else "put_on_library_bottom", "what": what})


@effect_template(r"put target creature card from an opponent's graveyard onto the battlefield under your control")
def reanimate_an_opponents(eff, m):
    eff.steps.append({"do": "put_onto_battlefield_under_your_control",
                      "what": eff.target({"owner": "opponent", "types": ["Creature"], "zone": "graveyard"})})


REANIMATE = r"put target creature card from a graveyard onto the battlefield under your control"


@effect_template(REANIMATE)
def reanimate(eff, m):
    eff.steps.append({"do": "put_onto_battlefield_under_your_control", "what": eff.target("creature_card_in_a_graveyard")})


@effect_template(r"you lose life equal to that card's mana value")
def lose_life_equal_to_its_mana_value(eff, m):
    """Only right after Reanimate's sentence: "that card" is the card it put onto the battlefield."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "put_onto_battlefield_under_your_control" or last.get("lose_life_equal_to_mana_value") \
            or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    last["lose_life_equal_to_mana_value"] = True


# --- "[Cost]: Return this card from your graveyard to ..." with a restriction -------------------
#: "Activate only ..." restrictions read here, as the engine's ability keys (2007: 403.3; 2026: 602.5b)
ONLY_IF = {"Activate only if you attacked this turn.": ("only_if", {"you_attacked_this_turn": True})}  # raid (raid.py)


def return_from_graveyard_ability(card, plain: str) -> list[dict] | None:
    """ "[Raid — ][Cost]: Return this card from your graveyard to your hand / the battlefield [tapped].
    [Activate only ...]": the engine's ability, or None if not that shape. The plain ability (and its
    restrictions in activated.RESTRICTIONS) is graveyard_casting.return_from_graveyard's; this adds
    raid's "Activate only if you attacked this turn" and lets an instant or sorcery card have it
    (Hammer of Bogardan): it works only while the card is in the graveyard (402.8g / 113.6m)."""
    from .graveyard_casting import return_from_graveyard
    m = re.fullmatch(r"(Raid — )?([^:\"]+: Return (?:~|this card) from your graveyard to (?:the battlefield(?: tapped)?|your hand)\.)"
                     r"( Activate only [^.]+\.)?", plain)
    if m is None:
        return None
    body, restriction, extra = m.group(2), (m.group(3) or "").strip(), None
    if restriction in ONLY_IF:
        extra = ONLY_IF[restriction]
    elif restriction:
        body += " " + restriction
    if m.group(1) and extra is None:
        raise NotUnderstood(plain)  # the ability word says the ability reads "if you attacked this turn"
    plain_m = re.fullmatch(r"([^:\"]+): Return (?:~|this card) from your graveyard to (the battlefield(?: tapped)?|your hand)\.(?: (Activate only [^.]+\.))?", body)
    abilities = return_from_graveyard(card, plain_m)
    if extra is not None:
        abilities[0][extra[0]] = extra[1]
    return abilities


@ability_template(r"(?:Raid — )?[^:\"]+: Return (?:~|this card) from your graveyard to [^.]+\. Activate only if you attacked this turn\.")
def return_from_graveyard_if_you_attacked(card, m):
    found = return_from_graveyard_ability(card, m.group(0))
    if not found:
        raise NotUnderstood(m.group(0))
    return found


# --- triggered abilities that work in the graveyard ----------------------------------------------
GRAVEYARD_TRIGGERS = {
    "At the beginning of your upkeep": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
    "Whenever a land you control enters": {"event": "comes_into_play", "who": "land_you_control"},
    "Landfall — Whenever a land you control enters": {"event": "comes_into_play", "who": "land_you_control"},
    "Whenever an artifact you control enters": {"event": "comes_into_play", "who": "artifact_you_control"},
    "Whenever you cast a multicolored spell": {"event": "plays_spell", "whose": "your", "spell": "multicolored"},
}


@ability_template(r"((?:Landfall — )?(?:At|When|Whenever) [^,\"]+), (you may )?return (?:~|this card) from your graveyard to "
                  r"(your hand|the battlefield|the battlefield tapped)\.")
def graveyard_trigger(card, m):
    """ "At the beginning of your upkeep, you may return this card from your graveyard to your hand"
    (Squee): the ability moves its card out of the graveyard, so it triggers only there (402.8g /
    113.6m; rulings/engine/graveyard_triggers.py); "you may" is its owner's choice on resolution."""
    trigger = GRAVEYARD_TRIGGERS.get(m.group(1))
    if trigger is None:
        raise NotUnderstood(m.group(1))
    if m.group(3) == "your hand":
        step = {"do": "return_to_hand_from_graveyard", "what": "self"}
    elif not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or "Aura" in card.subtypes:
        raise NotUnderstood(m.group(0))  # only a permanent card; an Aura would need something to enchant (303.4g)
    else:
        step = {"do": "return_to_play", "what": "self", **({"tapped": True} if m.group(3).endswith("tapped") else {})}
    text = "return it from the graveyard to " + ("its owner's hand" if m.group(3) == "your hand" else m.group(3))
    effect = [{"do": "may", "text": text, "effect": [step]}] if m.group(2) else [step]
    return [{"kind": "triggered", "zone": "graveyard", "trigger": dict(trigger), "effect": effect}]


# --- recover -----------------------------------------------------------------------------------
MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def recover(plain: str) -> list[dict] | None:
    """ "Recover [cost]" (2007: 502.55a; 2026: 702.59a): a triggered ability that works only while
    the card is in its owner's graveyard (rulings/engine/recover.py), or None if not that line."""
    m = re.fullmatch(rf"Recover ({MANA})", plain)
    if m is None:
        return None
    return [{"kind": "triggered", "zone": "graveyard", "trigger": {"event": "dies", "who": "creature_you_own"},
             "effect": [{"do": "recover", "cost": m.group(1)}]}]


@ability_template(rf"Recover {MANA}")
def recover_line(card, m):
    return recover(m.group(0))


def spell_line(card, plain: str) -> list[dict] | None:
    """A line of an instant or sorcery card that is an ability working from its graveyard, or None."""
    found = recover(plain)
    if found is None:
        from .returns_itself import returns_itself  # "Whenever ..., you may pay {R}. If you do, return this card ..."
        found = returns_itself(card, plain)
    if found is None:
        found = return_from_graveyard_ability(card, plain)
    if found is None:  # "{1}{B}, Exile this card from your graveyard: [effect]" (graveyard_spell_abilities.py)
        from .graveyard_spell_abilities import exiled_from_graveyard
        found = exiled_from_graveyard(card, plain)
    return found


# --- "When this creature dies, return it to its owner's hand." -----------------------------------
@ability_template(r"When (?:~|this creature) dies, return it to its owner's hand\.")
def dies_return_to_hand(card, m):
    """A leaves-the-battlefield ability finds the card in the graveyard it was put into (2007:
    217.1c's exception (2); 2026: 400.7 and 603.10a); "it" is that card (the trigger event's object
    as it is after the event). If it has left the graveyard since, it is a new object and stays."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
             "effect": [{"do": "return_to_hand", "what": "it"}]}]




@ability_template(r"When a creature with mana value (\d+) or greater enters, you may return (?:~|this card) from your graveyard "
                  r"to the battlefield attached to that creature\.")
def return_attached(card, m):
    """Dragon Breath's "When a creature with mana value 6 or greater enters, you may return this card
    from your graveyard to the battlefield attached to that creature": an Aura's ability that works
    only in the graveyard (402.8g / 113.6m); the Aura stays there if it can't enchant that creature
    (2026 303.4i; rulings/engine/effects/graveyard_cards.py)."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "zone": "graveyard",
             "trigger": {"event": "comes_into_play", "who": "any_creature", "mana_value_min": int(m.group(1))},
             "effect": [{"do": "may", "text": "return it from the graveyard attached to that creature",
                         "effect": [{"do": "return_attached_to_it"}]}]}]


@ability_template(r"You may play lands from your graveyard\.")
def play_lands_from_graveyard(card, m):
    """A static ability of a permanent: its controller may play land cards from their graveyard
    (rulings/engine/lands_from_graveyard.py; 116.2a / 2007 103.1), using their land plays."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "play_lands_from_graveyard"}]


# --- "Target instant or sorcery card in your graveyard gains flashback until end of turn." -------
@effect_template(r"target instant or sorcery card in your graveyard gains flashback until end of turn")
def gains_flashback(eff, m):
    """Snapcaster Mage (rulings/engine/granted_flashback.py). The flashback cost is said by the next
    sentence, which the paragraph must hold (a flashback without a cost is not played)."""
    if not any(re.search(r"gains flashback until end of turn\. The flashback cost is equal to (?:its|that card's) mana cost\.", p)
               for p in eff.card.paragraphs):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "gain_flashback_until_end_of_turn",
                      "what": eff.target({"owner": "you", "types": ["Instant", "Sorcery"], "zone": "graveyard"})})


@effect_template(r"the flashback cost is equal to (?:its|that card's) mana cost")
def flashback_cost_is_its_mana_cost(eff, m):
    """Read with the sentence before it (gains_flashback)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "gain_flashback_until_end_of_turn":
        raise NotUnderstood(m.group(0))


@effect_template(r"return (target [^.]+ from your graveyard) to the battlefield tapped")
def return_card_to_battlefield_tapped(eff, m):
    """ "Return target land card from your graveyard to the battlefield tapped": as removal.py's
    return_card_to_battlefield (not an Aura: 303.4f), entering tapped."""
    from .removal import return_card_to_battlefield
    inner = re.fullmatch(r"return (target [^.]+ from your graveyard) to the battlefield", m.group(0)[: -len(" tapped")], re.IGNORECASE)
    return_card_to_battlefield(eff, inner)
    if eff.steps[-1].get("do") != "return_to_play" or eff.steps[-1].get("what") == "self":
        raise NotUnderstood(m.group(0))
    eff.steps[-1]["tapped"] = True


# --- threshold's "Activate only if there are seven or more cards in your graveyard." -------------
@ability_template(r"Threshold — ([^:\"]+): ([^\"]+) Activate only if there are seven or more cards in your graveyard\.")
def threshold_activated(card, m):
    """ "Threshold — [Cost]: [Effect]. Activate only if there are seven or more cards in your
    graveyard." (threshold is an ability word, 2026 207.2c): the activated ability read by
    activated.py, with the restriction checked as it is activated (2007: 403.3; 2026: 602.5b)."""
    from .activated import activated
    found = activated(card, re.fullmatch(r"([^:\"]+): (.+)", f"{m.group(1)}: {m.group(2)}"))
    if len(found) != 1 or found[0].get("kind") != "activated" or "only_if" in found[0] or found[0].get("zone") \
            or any(str(st.get("do", "")).startswith("add_mana") for st in found[0].get("effect", ())):  # a mana ability checks no restriction
        raise NotUnderstood(m.group(0))
    found[0]["only_if"] = {"cards_in_your_graveyard_at_least": 7}
    return found


@effect_template(r"target player exiles a card from their graveyard")
def target_player_exiles_a_card(eff, m):
    """The player chooses which (rulings/engine/effects/graveyard_cards.py)."""
    eff.steps.append({"do": "exile_from_own_graveyard", "player": eff.target("player")})


@effect_template(r"each player shuffles their hand and graveyard into their library, then draws seven cards")
def timetwister(eff, m):
    """Every player shuffles first, then every player draws ("then"), each in APNAP order (2007:
    103.4; 2026: 101.4)."""
    eff.steps.append({"do": "for_each", "players": "each_player",
                      "effect": [{"do": "shuffle_hand_and_graveyard_into_library", "player": "it"}]})
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "draw", "amount": 7, "player": "it"}]})


@ability_template(r"When (?:~|this artifact|this enchantment) enters or is put into a graveyard from the battlefield, ([^\"~]+)")
def enters_or_put_into_graveyard(card, m):
    """"When this artifact enters or is put into a graveyard from the battlefield, draw a card" (Ichor
    Wellspring): one ability with two trigger events, played as two abilities that trigger exactly as
    often; the second is a leaves-the-battlefield ability (2007: 410.10c; 2026: 603.6c, 603.10a). Its
    text names no "it" or "~" (after it is put into a graveyard, that would be a card there)."""
    from .triggered import _triggered
    if card.is_permanent_creature or re.search(r"\b(it|its)\b", m.group(1)):
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "dies", "who": "self"}, m.group(1)))
