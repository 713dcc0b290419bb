"""Copies of permanents: what a Clone may copy as it comes into play, the
exceptions a copy effect makes, and tokens that are copies.

A copy takes the original's copiable values: what is printed on it, as
modified by other copy effects and its face-down status; not other effects,
status (tapped), counters, damage or what is attached to it (2007: 503.2;
2026: 707.2). A copy effect may make exceptions: an ability the copy has
(2007: 503.9; 2026: 707.9a), a characteristic it modifies ("it's an
enchantment in addition to its other types", "it's 7/7", "it isn't
legendary": 2026: 707.9b; under 2007 no rule names them, the card's text
takes precedence, 103.1), or a characteristic it doesn't copy (503.9; 707.9c).
Whatever the exceptions give becomes part of the copy's copiable values.
A token "that's a copy" of a permanent is created as a copy and enters as one
(2007: 503.1, 503.5; 2026: 707.1, 707.5): its "as it comes into play" abilities
apply and its comes-into-play abilities trigger."""
from __future__ import annotations

from ..log import emit
from ..objects import GameObject
from ..state import TargetRef
from ..targets import display
from .base import amount_of, effect, object_of, resolve_ref

#: what a "you may have this enter as a copy of any [...] on the battlefield" may copy, by card type or subtype
COPY_CHOICES = {
    "creature": ({"Creature"}, ()),
    "artifact": ({"Artifact"}, ()),
    "enchantment": ({"Enchantment"}, ()),
    "land": ({"Land"}, ()),
    "artifact_or_creature": ({"Artifact", "Creature"}, ()),
    "artifact_or_enchantment": ({"Artifact", "Enchantment"}, ()),
    "Equipment": ((), ("Equipment",)),
    "creature_card_in_a_graveyard": ({"Creature"}, ()),  # Body Double: a card, not a permanent
    "nonland_permanent": ({"Artifact", "Creature", "Enchantment", "Planeswalker"}, ()),  # Clever Impersonator
    "artifact_or_creature_you_control": ({"Artifact", "Creature"}, ()),  # Waxen Shapethief
    "creature_you_control": ({"Creature"}, ()),  # Mirror Image
    "creature_an_opponent_controls": ({"Creature"}, ()),  # Malleable Impostor
}
#: the exceptions a copy effect may make (the keys beside `as_copy_of`, and a token copy's `except`)
EXCEPTION_KEYS = ("except_colors", "gains", "also_types", "also_subtypes", "not_legendary", "base_pt", "colors", "no_mana_cost")
EXCEPTION_KEYS += ("creature_types",)  # "except it's a 4/4 black Zombie": its creature types replaced (oracle/copies_of_cards.py)
#: the keyword abilities that create a token copy of their card (2026 only: later than February 2007), by their rule's concept
TOKEN_COPY_KEYWORDS = ("embalm", "eternalize")
#: and those whose triggered ability copies the permanent as it enters (offspring.py)
ENTERING_COPY_KEYWORDS = ("offspring", "squad")


def may_copy(chars, what: str) -> bool:
    """Whether a permanent with characteristics `chars` is one "any [what]" names."""
    types, subtypes = COPY_CHOICES[what]
    if what == "nonland_permanent" and "Land" in chars.types:
        return False
    return bool(set(types) & set(chars.types)) or bool(set(subtypes) & set(chars.subtypes))


def choice_words(what: str, words) -> str:
    if what == "creature_card_in_a_graveyard":
        return "creature card in a graveyard"
    if what.endswith("_you_control") or what.endswith("_an_opponent_controls"):
        return what.replace("_", " ")
    return f"{what.replace('_', ' ')} {words.in_play}"


def copied_as_it_enters(game, obj, target, what: str) -> dict | None:
    """The copiable values of the object a clone chose to enter as a copy of:
    a permanent of the kind it names (503.2; 707.2), or for "any creature card
    in a graveyard" a card there, as printed; None if the choice isn't one."""
    from ..continuous import characteristics, copiable_card
    if what == "creature_card_in_a_graveyard":
        if target.zone != "graveyard" or target.token or "Creature" not in target.card.get("types", ()):
            return None
        return target.card
    if target.zone != "in_play" or not may_copy(characteristics(game, target), what):
        return None
    if what.endswith("_you_control") and target.controller != obj.controller:
        return None
    if what.endswith("_an_opponent_controls") and target.controller == obj.controller:
        return None  # one of the entering permanent's controller's opponents (two-player and multiplayer alike)
    return copiable_card(game, target)


def gained(how: dict) -> list:
    """The abilities a copy effect gives ("except it has haste and dethrone"): one or a list."""
    g = how.get("gains")
    return [] if g is None else list(g) if isinstance(g, list) else [g]


def with_exceptions(card: dict, own: dict | None, how: dict) -> dict:
    """`card` (copiable values) as the copy effect's exceptions change it
    (503.9; 707.9a-c); `own` is the copy's own card, for what it keeps."""
    from ..continuous import with_ability
    if how.get("except_colors") and own is not None:  # "except it doesn't copy that creature's color" (707.9c)
        from ..mana import colors_of_cost
        card = _without_defining(card, ("colors",))
        card = {**card, "colors": list(own["colors"]) if "colors" in own else list(colors_of_cost(own.get("mana_cost")))}
    for ability in gained(how):
        card = with_ability(card, ability)
    if how.get("also_types"):  # "... in addition to its other types" (707.9b)
        card = {**card, "types": [*card.get("types", ()), *(t for t in how["also_types"] if t not in card.get("types", ()))]}
    if how.get("creature_types"):  # "except it's a 4/4 black Zombie": those creature types instead of its own (707.9b)
        from ..creature_types import CREATURE_TYPES
        kept = [t for t in card.get("subtypes", ()) if t not in CREATURE_TYPES]
        card = {**card, "subtypes": [*kept, *how["creature_types"]]}
    if how.get("also_subtypes"):
        card = {**card, "subtypes": [*card.get("subtypes", ()), *(t for t in how["also_subtypes"] if t not in card.get("subtypes", ()))]}
    if how.get("not_legendary"):  # "except it isn't legendary"
        card = {**card, "supertypes": [s for s in card.get("supertypes", ()) if s != "Legendary"]}
    if how.get("colors"):  # "except it's white" (702.128a embalm; 702.129a eternalize: black)
        card = _without_defining(card, ("colors",))
        card = {**card, "colors": list(how["colors"])}
    if how.get("no_mana_cost"):  # "it has no mana cost"
        card = {k: v for k, v in card.items() if k != "mana_cost"}
        card.setdefault("colors", [])  # its colors were its mana cost's: now none, unless the exception gives one
    if how.get("base_pt"):  # "except it's 7/7"
        card = _without_defining(card, ("power", "toughness"))
        card = {**card, "power": how["base_pt"][0], "toughness": how["base_pt"][1]}
    return card


def _without_defining(card: dict, keys: tuple) -> dict:
    """707.9d: a copy effect that gives a characteristic its own value doesn't
    copy the characteristic-defining ability that defines it (a "*/*" creature's
    ability when the copy is "7/7"; devoid when the copy keeps its own color)."""
    def defines(ab):
        if ab.get("kind") == "static" and isinstance(ab.get("characteristic"), dict):
            return any(k in ab["characteristic"] for k in keys)
        return "colors" in keys and ab.get("kind") == "keyword" and ab.get("keyword") == "devoid"
    return {**card, "abilities": [ab for ab in card.get("abilities", ()) if not defines(ab)]}


def exception_cites(how: dict) -> tuple:
    """The citations of the exceptions a copy effect made (none if it made none)."""
    out = []
    if how.get("except_colors") or gained(how):
        out.append(("copy_exceptions", "what the copy effect keeps or gives becomes part of the copy's copiable values"))
    if any(how.get(k) for k in ("also_types", "also_subtypes", "not_legendary", "base_pt", "colors", "no_mana_cost", "creature_types")):
        out.append(("copy_modified_characteristic", "the characteristic the copy effect modifies is part of the copy's copiable values"))
    return tuple(out)


@effect("create_token_copy", fields=("of", "id", "except", "keyword_ability", "count", "tapped"))
def create_token_copy(game, st, ctx):
    """ "Create a token that's a copy of target creature you control": a token
    whose characteristics are the permanent's copiable values, as the effect's
    exceptions change them (`except`: the keys of EXCEPTION_KEYS but
    `except_colors`). It enters as a copy: its "as it comes into play"
    abilities apply and its comes-into-play abilities trigger (503.5; 707.5).
    If the permanent is gone (an illegal target), no token is created (111.12).
    `"of": "self"` of a card outside the battlefield (embalm's and eternalize's
    "a copy of this card", exiled to pay the cost) copies what is printed on
    it (707.2); `keyword_ability` names that keyword, cited."""
    from ..continuous import copiable_card
    lki = ()
    if st.get("of") == "self":
        model, copied, lki = _self_copied(game, st, ctx)
    else:
        found = resolve_ref(game, ctx, st.get("of", "target:0"))
        model = object_of(game, found)
        copied = copiable_card(game, model) if model is not None and model.zone == "in_play" else None
        if copied is None and model is not None and model.zone in ("graveyard", "removed_from_game") and not model.token:
            copied = model.card  # a card outside the battlefield (a target card, "the exiled card"): what is printed on it (707.2)
        elif copied is None and st.get("of") == "it":  # the trigger event's permanent, gone since
            model, copied, lki = _event_object_copied(game, found)
    if copied is None:
        ctx.data["it"] = None  # no token: "that token" / "it" after this instruction names nothing (copies_more.py)
        return
    how = st.get("except", {})
    keyword = (((st["keyword_ability"], f"{st['keyword_ability']}: a token that's a copy of the card, with the exceptions the keyword states"),)
               if st.get("keyword_ability") in TOKEN_COPY_KEYWORDS + ENTERING_COPY_KEYWORDS else ())
    make_copies(game, ctx, model, with_exceptions(copied, None, how), st.get("id", "token"), amount_of(game, ctx, st.get("count", 1)),
                (*lki, *exception_cites(how), *keyword), tapped=bool(st.get("tapped")))


def make_copies(game, ctx, model, card: dict, base_id: str, count: int, cites: tuple = (), tapped: bool = False) -> list:
    """Create `count` tokens with the copiable values `card` (of `model`), under
    the effect's controller; each enters as a copy (503.5; 707.5), tapped if
    the effect says so ("create a tapped token that's a copy of this creature")."""
    from ..replacement import comes_into_play
    from ..triggers import fire
    from .tokens import token_ids
    if count <= 0:
        return []
    made_objs = []
    for oid in token_ids(game, base_id, count):
        obj = GameObject(game.journal, oid, card, ctx.controller, "in_play")
        obj.token = True
        obj.continuous_control = False
        obj.tapped = tapped
        obj.timestamp = game.new_timestamp()
        game.objects = {**game.objects, oid: obj}  # a new dict: the journal can undo it
        key = (ctx.controller, "in_play")
        game.zones = {**game.zones, key: game.zones[key] + (oid,)}
        game.tokens = game.tokens + (oid,)
        from ..power_up import entered
        entered(game, obj)  # it entered the battlefield this turn
        made_objs.append(obj)
    game.characteristics_changed()
    ctx.data["it"] = TargetRef("object", made_objs[0].id, made_objs[0].zcc)
    w = game.words
    made = "creates" if w.today else "puts into play"
    ids = ", ".join(o.id for o in made_objs)
    tokens = "a token that's a copy" if len(made_objs) == 1 else f"{len(made_objs)} tokens that are copies"
    if tapped:
        tokens = tokens.replace("token", "tapped token", 1)
    emit(game, f"{game.players[ctx.controller].name} {made} {tokens} of {display(game, model)} ({ids}): "
               f"{'it is' if len(made_objs) == 1 else 'each is'} {card.get('name') or 'a face-down 2/2 with no name'}.",
         ("token_copy", "an effect creates a token that's a copy of a permanent"),
         ("token_created", f"the token {w.comes_into_play} under the control of the player who created it, its owner"),
         ("copiable_values", "it copies what is printed on the permanent (as modified by copy effects); "
                             "other effects, status, counters and damage are not copied"),
         ("copy_comes_into_play_as", f"it is a copy as it {w.comes_into_play}, not after"),
         *cites)
    for obj in made_objs:
        for note in comes_into_play(game, obj):
            emit(game, *note)
        fire(game, "comes_into_play", obj=obj)
    return made_objs


@effect("populate", fields=("id",))
def populate(game, st, ctx):
    """Populate (2026: 701.36a): "choose a creature token you control and create
    a token that's a copy of that creature token"; none if you control none
    (701.36b). It isn't a target: the token is chosen as the instruction is
    followed, given by the action's `choices` for the source ({"cards":
    ["soldier"]}); without one, the creature token that came under its
    controller's control last, and the log says so. Later than February 2007:
    under those rules the card's own words are followed and no rule is cited
    for populate itself."""
    from ..choices import made_for
    from ..continuous import characteristics, copiable_card
    from ..errors import IllegalAction
    from .library import LATER
    p = game.players[ctx.controller]
    mine = [o for o in game.in_play(ctx.controller) if o.token and characteristics(game, o).is_creature]
    today = game.rules.applies("populate")
    if not mine:
        emit(game, f"{p.name} controls no creature token, so populating creates no token." + ("" if today else f" Populate {LATER}."),
             *((("populate_no_token", "with no creature token to choose, no token is created"),) if today else ()))
        return
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    if named:
        chosen = next((o for o in mine if o.id == named[0]), None)
        if chosen is None or len(named) != 1:
            raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.cards must name exactly one creature token "
                                                        f"{p.name} controls ({', '.join(o.id for o in mine)})")
        note = ""
    else:
        chosen = max(mine, key=lambda o: o.timestamp)
        note = " (no choice was given: the one that came under their control last)"
    emit(game, f"{p.name} populates: they choose {display(game, chosen)}, a creature token they control{note}."
               + ("" if today else f" Populate {LATER}."),
         *((("populate", "a creature token its controller controls is chosen, and a token that's a copy of it is created"),) if today else ()),
         ("choice_on_resolution", "the token is chosen as the instruction is followed: it isn't a target"))
    make_copies(game, ctx, chosen, copiable_card(game, chosen), st.get("id", "populated"), 1)


def _self_copied(game, st, ctx) -> tuple:
    """ "A copy of this creature": the permanent the ability's source is, or, if
    it has left the battlefield since, its copiable values as it last existed
    there (2007: 413.2f; 2026: 608.2h). Embalm's and eternalize's "a copy of
    this card": the card, exiled to pay the cost, as printed (707.2).
    (the object, its copiable values or None, the citations)."""
    from ..continuous import copiable_card
    src = game.objects.get(ctx.source_id)
    if src is None:
        return None, None, ()
    if st.get("keyword_ability") in TOKEN_COPY_KEYWORDS:
        return src, (None if src.token else src.card), ()
    was = ctx.data.get("stack_source_zcc", src.zcc)
    if src.zone == "in_play" and src.zcc == was:
        return src, copiable_card(game, src), ()
    if src.last_copiable is not None and src.last_copiable[0] == was:
        return src, src.last_copiable[1], (("last_known_information",
                                            f"it has {game.words.left_play}: its copiable values as it last existed {game.words.in_play}"),)
    return src, None, ()


def _event_object_copied(game, ref) -> tuple:
    """ "Create a token that's a copy of that creature" when the creature the trigger event named
    has left the battlefield: its copiable values as it last existed there (2007: 413.2f; 2026:
    608.2h). (the object, its copiable values or None, the citations)."""
    from .copies import _left_play
    gone = _left_play(game, ref)
    if gone is None:
        return None, None, ()
    return gone[0], gone[1], (("last_known_information",
                               f"it has {game.words.left_play}: its copiable values as it last existed {game.words.in_play}"),)
