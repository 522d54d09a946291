busy-spin`spin
busy-spin   |

