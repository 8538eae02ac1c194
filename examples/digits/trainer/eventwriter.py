"""TensorBoard event files in pure Python: no tensorflow, tensorboard or protobuf module needed.

    writer = EventWriter(os.path.join(out_dir, "train"))
    writer.add_scalar("loss", 0.42, step=3)
    writer.close()

Each file is a TFRecord stream of Event protocol buffers, as TensorBoard's own writers make them:
the first record holds file_version "brain.Event:2", each later one a Summary with one
simple_value. The protobuf fields are encoded by hand (wire format: varint keys, fixed64 double,
fixed32 float, length-delimited messages) and the records framed with a masked CRC-32C, computed
here from a table. Every record is flushed as it is written, so that a reader following the file
(TensorBoard, trainyardd's Metrics tab) sees each point while the run goes on.
"""

import os
import socket
import struct
import time


def _crc32c_table():
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
        table.append(crc)
    return table


_TABLE = _crc32c_table()


def crc32c(data):
    """CRC-32C (Castagnoli) of bytes; crc32c(b"123456789") == 0xE3069283."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def masked_crc32c(data):
    # TFRecord masks its CRCs: rotate right by 15 bits, add a constant.
    crc = crc32c(data)
    return ((((crc >> 15) | (crc << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


def _varint(value):
    value &= 0xFFFFFFFFFFFFFFFF  # a negative int64 is ten bytes of two's complement
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _key(field, wire_type):
    return _varint((field << 3) | wire_type)


def _length_delimited(field, payload):
    return _key(field, 2) + _varint(len(payload)) + payload


# Field numbers of TensorBoard's event.proto and summary.proto.
_EVENT_WALL_TIME, _EVENT_STEP, _EVENT_FILE_VERSION, _EVENT_SUMMARY = 1, 2, 3, 5
_SUMMARY_VALUE = 1
_VALUE_TAG, _VALUE_SIMPLE_VALUE = 1, 2


def _event(wall_time, step=None, file_version=None, summary=None):
    out = _key(_EVENT_WALL_TIME, 1) + struct.pack("<d", wall_time)
    if step:
        out += _key(_EVENT_STEP, 0) + _varint(step)
    if file_version is not None:
        out += _length_delimited(_EVENT_FILE_VERSION, file_version.encode())
    if summary is not None:
        out += _length_delimited(_EVENT_SUMMARY, summary)
    return out


def _scalar_summary(tag, value):
    entry = _length_delimited(_VALUE_TAG, tag.encode()) + _key(_VALUE_SIMPLE_VALUE, 5) + struct.pack("<f", value)
    return _length_delimited(_SUMMARY_VALUE, entry)


def _record(data):
    header = struct.pack("<Q", len(data))
    return header + struct.pack("<I", masked_crc32c(header)) + data + struct.pack("<I", masked_crc32c(data))


class EventWriter:
    """Appends scalars to a new event file in logdir (one run: TensorBoard names it after the folder)."""

    _count = 0

    def __init__(self, logdir):
        os.makedirs(logdir, exist_ok=True)
        EventWriter._count += 1
        # TensorBoard's own naming: events.out.tfevents.<seconds>.<host>.<pid>.<n>; a resumed run
        # starts a new file beside the old one, and readers take them in name order.
        name = "events.out.tfevents.%d.%s.%d.%d" % (time.time(), socket.gethostname(), os.getpid(), EventWriter._count)
        self.path = os.path.join(logdir, name)
        self._file = open(self.path, "ab")
        self._write(_event(time.time(), file_version="brain.Event:2"))

    def add_scalar(self, tag, value, step, wall_time=None):
        wall = time.time() if wall_time is None else wall_time
        self._write(_event(wall, step=int(step), summary=_scalar_summary(tag, float(value))))

    def _write(self, data):
        self._file.write(_record(data))
        self._file.flush()

    def close(self):
        if self._file:
            self._file.close()
            self._file = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
