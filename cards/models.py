"""The card library: every card of the pool as its last import read it.

A card's faces (split, adventure, flip, transforming, modal, meld) are rows of
their own. `played` says whether the engine plays the card; each ability (a
paragraph of Oracle text) has its own marker in `abilities`, which the Oracle
text compiler (rulings/oracle, through cards.compiling) fills after each import.
"""
from django.db import models


class CardImport(models.Model):
    """One import of a card file: what it was and what it changed."""

    format = models.CharField(max_length=20)
    source = models.CharField(max_length=500)
    sha256 = models.CharField(max_length=140, db_index=True)
    imported_at = models.DateTimeField(auto_now_add=True)
    cards = models.PositiveIntegerField(default=0)
    added = models.PositiveIntegerField(default=0)
    changed = models.PositiveIntegerField(default=0)
    removed = models.PositiveIntegerField(default=0)
    notes = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["-pk"]

    @classmethod
    def latest(cls):
        return cls.objects.order_by("-pk").first()


class Card(models.Model):
    name = models.CharField(max_length=200, unique=True)
    key = models.CharField(max_length=200, db_index=True)  # names.name_key(name)
    layout = models.CharField(max_length=30, default="normal")
    mana_cost = models.CharField(max_length=100, blank=True)
    mana_value = models.FloatField(null=True, blank=True)
    colors = models.JSONField(default=list, blank=True)
    color_identity = models.JSONField(default=list, blank=True)
    type_line = models.CharField(max_length=300, blank=True)
    supertypes = models.JSONField(default=list, blank=True)
    types = models.JSONField(default=list, blank=True)
    subtypes = models.JSONField(default=list, blank=True)
    oracle_text = models.TextField(blank=True)
    power = models.CharField(max_length=10, null=True, blank=True)
    toughness = models.CharField(max_length=10, null=True, blank=True)
    loyalty = models.CharField(max_length=10, null=True, blank=True)
    defense = models.CharField(max_length=10, null=True, blank=True)
    keywords = models.JSONField(default=list, blank=True)
    printings = models.JSONField(default=list, blank=True)
    released = models.DateField(null=True, blank=True)
    oracle_id = models.CharField(max_length=40, blank=True)
    legalities = models.JSONField(default=dict, blank=True)
    # [{"text": paragraph, "played": bool}]: the compiler's verdict per ability
    abilities = models.JSONField(default=list, blank=True)
    # the engine plays the whole card: it knows it by name, or compiled every paragraph
    played = models.BooleanField(default=False)
    content_hash = models.CharField(max_length=64)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Face(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="faces")
    position = models.PositiveSmallIntegerField()
    side = models.CharField(max_length=2, blank=True)
    name = models.CharField(max_length=200)
    key = models.CharField(max_length=200, db_index=True)
    mana_cost = models.CharField(max_length=100, blank=True)
    type_line = models.CharField(max_length=300, blank=True)
    oracle_text = models.TextField(blank=True)
    power = models.CharField(max_length=10, null=True, blank=True)
    toughness = models.CharField(max_length=10, null=True, blank=True)
    loyalty = models.CharField(max_length=10, null=True, blank=True)
    defense = models.CharField(max_length=10, null=True, blank=True)
    abilities = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["card", "position"]


class Ruling(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="rulings")
    position = models.PositiveSmallIntegerField()
    date = models.DateField()
    text = models.TextField()

    class Meta:
        ordering = ["card", "position"]
