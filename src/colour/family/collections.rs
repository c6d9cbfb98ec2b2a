//! Collection tables: placeholder replaced below.
