"""Effects that put tokens into play (216 in 2007): "Put two 1/1 white Soldier
creature tokens into play". The scenario names the tokens an instruction
makes (`"id": "soldier"`: the first is "soldier", the next "soldier-2"...), so
later actions can block, tap or sacrifice them."""
from __future__ import annotations

from ..log import emit
from ..objects import GameObject
from ..replacement import comes_into_play
from ..state import TargetRef
from .base import amount_of, effect, resolve_ref


def token_card(token: dict) -> dict:
    """216.1: the token has only the characteristics the effect defines; without
    a name, its name is its creature types."""
    if token.get("name"):
        return token
    return {**token, "name": " ".join(token.get("subtypes", ())) or "Token"}


def token_ids(game, base: str, count: int) -> list[str]:
    """The next `count` unused names in the series base, base-2, base-3..."""
    out, k = [], 1
    while len(out) < count:
        oid = base if k == 1 else f"{base}-{k}"
        if oid not in game.objects and oid not in out:
            out.append(oid)
        k += 1
    return out


#: the predefined tokens (2026 111.10; the February 2007 rules have none, so there the card's own
#: words, which the token's definition carries, are followed and the log says so): the rule that defines each
PREDEFINED_TOKENS = {"Treasure": "treasure_token", "Food": "food_token", "Clue": "clue_token", "Lander": "lander_token"}
PREDEFINED_TOKENS["Map"] = "map_token"  # 2026 111.10s (its ability explores: rulings/engine/explore.py)
PREDEFINED_TOKENS["Powerstone"] = "powerstone_token"  # 2026 111.10h (its mana: rulings/engine/restricted_mana.py)
PREDEFINED_TOKENS["Blood"] = "blood_token"  # 2026 111.10g ("{1}, {T}, Discard a card, Sacrifice this token: Draw a card.")
PREDEFINED_TOKENS.update({"Gold": "gold_token", "Shard": "shard_token", "Junk": "junk_token", "Mutagen": "mutagen_token",
                          "Vibranium": "vibranium_token"})  # 2026 111.10c, e, t, v, w (rulings/oracle/token_abilities.py)


@effect("create_token", fields=("token", "count", "id", "predefined", "tapped", "player", "attacking", "x_is", "counters", "attached_to"))
def create_token(game, st, ctx):
    """`player`: who creates the tokens ("Its controller creates a 1/1 blue Bird creature token"), by
    default the effect's controller. That player controls them; the owner is that player too in 2026
    (111.2), but in 2007 the controller of the spell or ability that made them (216.1). A player who can't
    be named (the target noted has become illegal) creates nothing (413.2a / 608.2b)."""
    from ..triggers import fire
    creator = owner = ctx.controller
    owned = ()
    if "player" in st:
        ref = resolve_ref(game, ctx, st["player"])
        if ref is None or ref.kind != "player":
            return
        creator = game.player_named(ref.id).index
        if creator != ctx.controller:
            if game.rules.applies("token_owned_by_creator"):
                owner = creator
                owned = (("token_owned_by_creator", "the player who creates a token owns it"),)
            else:
                owned = (("token_owned_by_effect_controller", f"{game.players[owner].name}, who controls "
                          f"{ctx.source_name}, owns the token; {game.players[creator].name} controls it"),)
    card = token_card(st.get("token", {}))
    x_cite = ()
    if "X" in (card.get("power"), card.get("toughness")) and "x_is" in st:
        # "create an X/X ... token, where X is the number of creatures you control": X counted once, as the
        # instruction is followed (2007 413.2f; 2026 608.2h), the token's base power and toughness (x_size_tokens.py)
        x = max(0, amount_of(game, ctx, st["x_is"]))
        card = {**card, **{k: x for k in ("power", "toughness") if card.get(k) == "X"}}
        x_cite = (("information_determined_once", f"X is {x} as the instruction is followed: the token's base power and toughness"),)
    elif "X" in (card.get("power"), card.get("toughness")):
        # "an X/X token": the base power and toughness are the X announced for the spell or ability (2007 104.3c; 2026 107.3a)
        card = {**card, **{k: (ctx.x or 0) for k in ("power", "toughness") if card.get(k) == "X"}}
        x_cite = (("announce_mode_and_x", f"X was announced as {ctx.x or 0}: the token's base power and toughness"),)
    count = amount_of(game, ctx, st.get("count", 1))
    if count <= 0:
        ctx.data["them"] = ()  # no tokens: "those tokens" afterwards name nothing (delayed_those.py)
        return
    host = None
    if "attached_to" in st:  # "create a Monster Role token attached to target creature" (roles.py; 2026 303.4i)
        from ..roles import host_to_enchant
        host = host_to_enchant(game, ctx, st, card, owner, creator)
        if host is None:
            ctx.data["them"] = ()
            return
    from ..token_doubling import replaced_count
    said, count = count, replaced_count(game, creator, count)  # "twice that many of those tokens" (419.1a / 614.1a)
    controller = game.players[creator]
    made = []
    for oid in token_ids(game, st.get("id", "token"), count):
        obj = GameObject(game.journal, oid, card, owner, "in_play")
        obj.controller = creator
        obj.token = True
        if st.get("tapped"):  # "create a tapped Powerstone token": it enters tapped
            obj.tapped = True
        obj.continuous_control = False
        obj.tapped = bool(st.get("tapped"))  # "create a tapped 1/1 blue Fish creature token" (gift.py): it enters tapped
        if st.get("counters"):  # the counters it enters with ("an Incubator token that enters with N +1/+1 counters": incubate.py)
            obj.counters = {k: n for k, n in st["counters"].items() if n}
        if host is not None:  # it enters attached to the permanent (roles.py)
            obj.attach(host)
        obj.timestamp = game.new_timestamp()
        game.objects = {**game.objects, oid: obj}  # a new dict: the journal can undo it
        key = (creator, "in_play")
        game.zones = {**game.zones, key: game.zones[key] + (oid,)}
        game.tokens = game.tokens + (oid,)
        from ..power_up import entered
        entered(game, obj)  # a token created is put onto the battlefield: it entered this turn (111.1 / 2007 216.1)
        game.characteristics_changed()
        made.append(obj)
    ctx.data["it"] = TargetRef("object", made[0].id, made[0].zcc)
    ctx.data["them"] = tuple(TargetRef("object", o.id, o.zcc) for o in made)  # "those tokens" (delayed_those.py)
    if count != said:
        ctx.data["it_is_many"] = True  # a later "it" would mean every one of them: refused (effects/base.resolve_ref)
    c = card
    pt = f"{c.get('power')}/{c.get('toughness')} " if c.get("power") is not None else ""
    colors = c.get("colors", ())  # "black and green", as the card says its tokens' colors
    colors = (", ".join(colors[:-1]) + (", and " if len(colors) > 2 else " and ") + colors[-1]) if len(colors) > 1 else \
        (colors[0] if colors else "colorless")
    what = f"{pt}{colors} {c['name']} {' '.join(t.lower() for t in c.get('types', ()))} token"
    keywords = [a["keyword"].replace("_", " ") for a in c.get("abilities") or ()  # "token with flying", as the card says it
                if isinstance(a, dict) and a.get("kind") == "keyword" and set(a) <= {"kind", "keyword", "text"}]
    with_keywords = f" with {' and '.join(keywords)}" if 0 < len(keywords) <= 2 else f" with {', '.join(keywords[:-1])}, and {keywords[-1]}" if keywords else ""
    tokens = f"{len(made)} {'tapped ' if st.get('tapped') else ''}{what}{'s' if len(made) > 1 else ''}{with_keywords}"
    if game.words.today:
        made_text, why = f"{controller.name} creates {tokens}", "an effect creates a token: it enters the battlefield under the control of the player who created it, its owner, "
    else:
        made_text, why = f"{controller.name} puts {tokens} into play", "an effect puts a token into play: its controller is who put it there, its owner the effect's controller, "
    predefined, later = (), ""
    if st.get("predefined") in PREDEFINED_TOKENS:
        if game.rules.applies(PREDEFINED_TOKENS[st["predefined"]]):
            predefined = ((PREDEFINED_TOKENS[st["predefined"]], f"a {st['predefined']} token's characteristics are the ones the rules define for it"),)
        else:
            from .library import LATER
            later = f" A {st['predefined']} token {LATER}."
    emit(game, f"{made_text} ({', '.join(o.id for o in made)}).{later}",
         ("token_created", why + "and it has only the characteristics the effect gives it"), *predefined, *x_cite, *owned)
    if st.get("attacking"):  # "create a 1/1 red Goblin creature token that's tapped and attacking" (enters_attacking.py)
        from ..enters_attacking import enter_attacking
        enter_attacking(game, made, creator, tapped=bool(st.get("tapped")))  # "that's attacking": untapped
    for obj in made:
        for note in comes_into_play(game, obj):
            emit(game, *note)
        fire(game, "comes_into_play", obj=obj)
