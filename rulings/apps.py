from django.apps import AppConfig


class RulingsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "rulings"
    verbose_name = "Rulings"

    def ready(self):
        from . import pagecache

        pagecache.connect()
